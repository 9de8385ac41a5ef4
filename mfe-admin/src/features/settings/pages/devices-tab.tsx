import { useOutletContext } from 'react-router';
import { DeviceList } from '@wellness/shared-ui';
import { COULD_NOT_GET_USER, COULD_NOT_SAVE } from '../lib/messages';
import type { SettingsContext } from './settings-page';

/**
 * Devices (spec 3 "Settings", /settings/devices): the promotion's visible devices, each
 * connected or not for this user (services/admin README "Devices").
 */
export function DevicesTab() {
  const { settings } = useOutletContext<SettingsContext>();
  return (
    <DeviceList userId={settings.id} loadError={COULD_NOT_GET_USER} saveError={COULD_NOT_SAVE} />
  );
}
