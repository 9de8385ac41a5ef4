import { pickableLocations } from '@wellness/shared-ui';
import type { Role } from '@wellness/shared-ui';
import type { SettingsLocation } from '../api/settings-api';

export interface LocationOption {
  value: string;
  label: string;
}

/**
 * The location select's options, by level (spec 3 s6, shared-ui `pickableLocations`): a
 * master's or coordinator's the top-level locations, everyone else's the locations at the end
 * of their branch, each named by its path ("North Region / Boston Office"), sorted by path.
 * The location the user has now stays listed, so the select shows it.
 */
export function locationOptions(
  locations: SettingsLocation[],
  role: Role,
  current: number | null,
): LocationOption[] {
  const byId = new Map(locations.map((location) => [location.id, location]));
  const path = (location: SettingsLocation): string => {
    const parent = location.parent_id === null ? undefined : byId.get(location.parent_id);
    return parent && parent.id !== location.id
      ? `${path(parent)} / ${location.name}`
      : location.name;
  };
  const pickable = new Set(pickableLocations(role, locations).map((location) => location.id));
  return locations
    .filter((location) => pickable.has(location.id) || location.id === current)
    .map((location) => ({ value: String(location.id), label: path(location) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
