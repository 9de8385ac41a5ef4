import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LoadingBlock } from '../components/loading-block';
import { RetryPanel } from '../components/retry-panel';
import { useGetDevicesQuery, useSaveDeviceStateMutation } from './devices-api';
import type { DeviceState } from './devices-api';

/** The words of the device list (the spec names the screens only; services/admin README "Devices"). */
export const DEVICES_NOT_LIVE =
  "Connecting opens the device's sign-in once the integration is live. Until then, connecting only records that you use the device; no data is read from it.";
export const NO_DEVICES = 'This programme has no devices to connect.';

export interface DeviceListProps {
  userId: number;
  /** Shown with a retry when the devices cannot be read. */
  loadError: string;
  /** The text of a failed save that the server did not explain (a 500 or no errors). */
  saveError: string;
}

const serverError = (failure: unknown, fallback: string) => {
  const { status, data } = (failure ?? {}) as { status?: unknown; data?: { errors?: unknown } };
  const errors = data?.errors;
  return status !== 500 && Array.isArray(errors) && typeof errors[0] === 'string'
    ? errors[0]
    : fallback;
};

/**
 * The promotion's visible devices, each connected or not for the user, with Connect and
 * Disconnect: the settings Devices tab and the prestart connect_device step. No device's API
 * is wired up yet and the list says so; each press saves at once, so nothing is left unsaved.
 */
export function DeviceList({ userId, loadError, saveError }: DeviceListProps) {
  const devices = useGetDevicesQuery(userId, { refetchOnMountOrArgChange: true });
  const [save] = useSaveDeviceStateMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (devices.isError) {
    return (
      <RetryPanel
        message={loadError}
        onRetry={() => void devices.refetch()}
        retrying={devices.isFetching}
      />
    );
  }
  if (!devices.data) return <LoadingBlock />;

  const toggle = async (device: DeviceState) => {
    setBusy(device.key);
    setError(null);
    try {
      await save({ id: userId, device: device.key, connected: !device.connected }).unwrap();
    } catch (failure) {
      setError(serverError(failure, saveError));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="md" maw={560}>
      <Text>{DEVICES_NOT_LIVE}</Text>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {devices.data.length === 0 ? (
        <Text c="dimmed">{NO_DEVICES}</Text>
      ) : (
        <Stack gap="sm" component="ul" aria-label="Devices" p={0} m={0}>
          {devices.data.map((device) => (
            <Paper key={device.key} component="li" withBorder p="md" radius="md">
              <Group justify="space-between" gap="sm">
                <Group gap="sm">
                  <Text fw={600}>{device.name}</Text>
                  {/* Filled teal.9 (white text 5:1) or outlined gray.8 (11:1): both pass AA. */}
                  <Badge
                    color={device.connected ? 'teal.9' : 'gray.8'}
                    variant={device.connected ? 'filled' : 'outline'}
                  >
                    {device.connected ? 'Connected' : 'Not connected'}
                  </Badge>
                </Group>
                <Button
                  variant={device.connected ? 'default' : 'filled'}
                  loading={busy === device.key}
                  disabled={busy !== null && busy !== device.key}
                  aria-label={`${device.connected ? 'Disconnect' : 'Connect'} ${device.name}`}
                  onClick={() => void toggle(device)}
                >
                  {device.connected ? 'Disconnect' : 'Connect'}
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
