import { NativeSelect } from '@mantine/core';
import { useNavigate } from 'react-router';
import { activityAdminPath } from '../../../config/paths';
import type { ActivityCategory } from '../api/types';

/** Switching category closes the editor and lists that category's activities. */
export function CategoryPicker({
  categories,
  value,
}: {
  categories: ActivityCategory[];
  value: string;
}) {
  const navigate = useNavigate();
  return (
    <NativeSelect
      label="Category"
      value={value}
      data={categories.map((category) => ({ value: category.key, label: category.display }))}
      onChange={(event) => navigate(activityAdminPath({ category: event.currentTarget.value }))}
      maw={320}
    />
  );
}
