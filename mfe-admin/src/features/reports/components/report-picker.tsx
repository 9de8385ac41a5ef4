import { NativeSelect } from '@mantine/core';
import type { Report } from '../api/reports-api';

export interface ReportPickerProps {
  reports: Report[];
  selectedId: number | null;
  onSelect: (report: Report | null) => void;
}

/** The saved reports: default reports first, then the promotion's custom reports. */
export function ReportPicker({ reports, selectedId, onSelect }: ReportPickerProps) {
  const group = (name: string, items: Report[]) =>
    items.length
      ? [{ group: name, items: items.map((r) => ({ value: String(r.id), label: r.name })) }]
      : [];
  const data = [
    { value: '', label: 'New report' },
    ...group(
      'Default reports',
      reports.filter((report) => !report.is_custom),
    ),
    ...group(
      'Custom reports',
      reports.filter((report) => report.is_custom),
    ),
  ];
  return (
    <NativeSelect
      label="Saved report"
      data={data}
      value={selectedId === null ? '' : String(selectedId)}
      onChange={(event) => {
        const id = Number(event.currentTarget.value);
        onSelect(reports.find((report) => report.id === id) ?? null);
      }}
      maw={420}
    />
  );
}
