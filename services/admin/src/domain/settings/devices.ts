import type { DataSource } from 'typeorm';
import { notFound } from '@wellness/platform';

/** A device the promotion shows on the Devices tab, and whether the user marked it connected. */
export interface DeviceState {
  key: string;
  name: string;
  connected: boolean;
  connected_at: string | null;
}

interface DeviceFlags {
  is_fitbit_enabled: unknown;
  is_healthkit_enabled: unknown;
  is_validic_enabled: unknown;
  visible_validic_devices: string | null;
}

/** A device's key in URLs and the user_devices table: lower-case letters, digits and _. */
export const deviceKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 64);

/**
 * Spec 3 Promotion: Fitbit when is_fitbit_enabled, Apple Health when is_healthkit_enabled,
 * and each of visible_validic_devices (comma-separated) when is_validic_enabled; a name whose
 * key repeats an earlier one is shown once.
 */
export function visibleDevices(flags: DeviceFlags): Array<{ key: string; name: string }> {
  const names = [
    ...(Number(flags.is_fitbit_enabled) ? ['Fitbit'] : []),
    ...(Number(flags.is_healthkit_enabled) ? ['Apple Health'] : []),
    ...(Number(flags.is_validic_enabled)
      ? (flags.visible_validic_devices ?? '').split(',').map((name) => name.trim())
      : []),
  ];
  const devices = new Map<string, string>();
  for (const name of names) {
    const key = deviceKey(name);
    if (key && !devices.has(key)) devices.set(key, name);
  }
  return [...devices].map(([key, name]) => ({ key, name }));
}

async function promotionDevices(db: DataSource, promotionId: number) {
  const [row] = await db.query(
    `SELECT is_fitbit_enabled, is_healthkit_enabled, is_validic_enabled, visible_validic_devices
       FROM promotions WHERE id = ?`,
    [promotionId],
  );
  return row ? visibleDevices(row as DeviceFlags) : [];
}

/** The promotion's visible devices with the user's stored connected state, in the spec's order. */
export async function devicesOfUser(
  db: DataSource,
  user: { id: number; promotion_id: number },
): Promise<DeviceState[]> {
  const devices = await promotionDevices(db, user.promotion_id);
  const rows: Array<{ device: string; connected_at: Date }> = await db.query(
    'SELECT device, connected_at FROM user_devices WHERE user_id = ?',
    [user.id],
  );
  const connected = new Map(rows.map((row) => [row.device, new Date(row.connected_at)]));
  return devices.map(({ key, name }) => ({
    key,
    name,
    connected: connected.has(key),
    connected_at: connected.get(key)?.toISOString() ?? null,
  }));
}

/**
 * Marks one of the promotion's visible devices connected or not (idempotent). A device the
 * promotion does not show is 404 `Device could not be found`.
 */
export async function saveDeviceState(
  db: DataSource,
  user: { id: number; promotion_id: number },
  key: string,
  connected: boolean,
): Promise<DeviceState> {
  const devices = await promotionDevices(db, user.promotion_id);
  if (!devices.some((device) => device.key === key)) throw notFound('Device');
  if (connected) {
    await db.query('INSERT IGNORE INTO user_devices (user_id, device) VALUES (?, ?)', [
      user.id,
      key,
    ]);
  } else {
    await db.query('DELETE FROM user_devices WHERE user_id = ? AND device = ?', [user.id, key]);
  }
  const state = (await devicesOfUser(db, user)).find((device) => device.key === key);
  if (!state) throw notFound('Device');
  return state;
}
