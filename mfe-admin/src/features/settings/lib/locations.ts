import type { SettingsLocation } from '../api/settings-api';

export interface LocationOption {
  value: string;
  label: string;
}

/**
 * The location select's options: each top-level location followed by the locations under it
 * ("North Region", "North Region / Boston Office"), in the server's name order.
 */
export function locationOptions(locations: SettingsLocation[]): LocationOption[] {
  const byId = new Map(locations.map((location) => [location.id, location]));
  const path = (location: SettingsLocation): string => {
    const parent = location.parent_id === null ? undefined : byId.get(location.parent_id);
    return parent && parent.id !== location.id
      ? `${path(parent)} / ${location.name}`
      : location.name;
  };
  return locations
    .map((location) => ({ value: String(location.id), label: path(location) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
