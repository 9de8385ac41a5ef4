import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useOutletContext } from 'react-router';
import { LoadingBlock, RetryPanel } from '@wellness/shared-ui';
import { useGetDevicesQuery, useSaveDeviceStateMutation } from '../api/settings-api';
import type { DeviceState } from '../api/settings-api';
import { COULD_NOT_GET_USER, DEVICES_NOT_LIVE, NO_DEVICES } from '../lib/messages';
import { saveError } from '../lib/save-error';
import type { SettingsContext } from './settings-page';

/**
 * Devices (spec 3 "Settings", /settings/devices): the promotion's visible devices, each
 * connected or not for this user. No device's API is wired up yet, and the screen says so:
 * Connect and Disconnect only store the user's choice (services/admin README "Devices").
 * Each press saves at once, so there is no unsaved state to guard.
 */
export function DevicesTab() {
  const { settings } = useOutletContext<SettingsContext>();
  const devices = useGetDevicesQuery(settings.id, { refetchOnMountOrArgChange: true });
  const [save] = useSaveDeviceStateMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (devices.isError) {
    return (
      <RetryPanel
        message={COULD_NOT_GET_USER}
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
      await save({ id: settings.id, device: device.key, connected: !device.connected }).unwrap();
    } catch (failure) {
      setError(saveError(failure));
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
