import { Stack, Text } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingBlock, PageTitle, RetryPanel, isMaster, useGetMeQuery } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { useGetUserSettingsQuery } from '../api/settings-api';
import type { UserSettings } from '../api/settings-api';
import { SettingsTabs } from '../components/settings-tabs';
import { COULD_NOT_GET_USER } from '../lib/messages';
import { settingsUserId } from '../lib/settings-query';

/** What the settings tabs get from the page through the outlet. */
export interface SettingsContext {
  settings: UserSettings;
  master: boolean;
  self: boolean;
}

/**
 * /settings?userId&promotionId (spec 3 "Settings"): the signed-in user's own settings, or,
 * from the dashboard's Edit, the settings of `userId`; the server decides who may open whose.
 */
export function SettingsPage() {
  const { pathname, search } = useLocation();
  const { data: me } = useGetMeQuery();
  const userId = settingsUserId(search) ?? me?.id;
  const settings = useGetUserSettingsQuery(userId ?? skipToken);
  const master = me ? isMaster(me.role) : false;

  if (pathname.replace(/\/$/, '') === paths.settings) {
    return <Navigate to={{ pathname: paths['settings.profile'], search }} replace />;
  }

  const self = settings.data?.id === me?.id;
  return (
    <Stack gap={0}>
      <PageTitle>Settings</PageTitle>
      {settings.data && !self && (
        <Text mb="md">
          Editing {settings.data.first_name} {settings.data.last_name} ({settings.data.email})
        </Text>
      )}
      <SettingsTabs master={master} />
      {settings.isError ? (
        <RetryPanel
          message={COULD_NOT_GET_USER}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : !settings.data ? (
        <LoadingBlock />
      ) : (
        <Outlet context={{ settings: settings.data, master, self } satisfies SettingsContext} />
      )}
    </Stack>
  );
}
