const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const US = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date as the report calls send it (spec 3: between dates as YYYY-MM-DD), from a date
 * input's value, the spec's MM/DD/YYYY display format, or a Date; '' when not a date.
 */
export function toIsoDate(input: string | Date | null | undefined): string {
  if (!input) return '';
  if (input instanceof Date) {
    if (Number.isNaN(input.getTime())) return '';
    return `${input.getFullYear()}-${pad(input.getMonth() + 1)}-${pad(input.getDate())}`;
  }
  const text = input.trim();
  const iso = ISO.exec(text);
  const us = US.exec(text);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : us
      ? [Number(us[3]), Number(us[1]), Number(us[2])]
      : [0, 0, 0];
  const date = new Date(year, month - 1, day);
  const valid =
    year > 0 &&
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day;
  return valid ? `${year}-${pad(month)}-${pad(day)}` : '';
}
