import { Anchor, List, Skeleton } from '@mantine/core';
import { useContent } from '@wellness/shared-ui';

/** The store links of the `mobile` content (android_app_link, ios_app_link), https only. */
export function StoreLinks() {
  const { items, isLoading } = useContent('mobile');
  if (isLoading) return <Skeleton height={40} role="status" aria-label="Loading app links" />;
  const links = items.filter((item) => /^https:\/\//.test(item.custom_fields.url ?? ''));
  if (links.length === 0) return null;
  return (
    <List listStyleType="none" spacing="xs" p={0}>
      {links.map((item) => (
        <List.Item key={item.id}>
          <Anchor href={item.custom_fields.url} target="_blank" rel="noopener noreferrer">
            {item.title}
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
}
