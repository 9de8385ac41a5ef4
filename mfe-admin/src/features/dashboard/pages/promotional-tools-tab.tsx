import type { ReactNode } from 'react';
import { Button, CopyButton, Group, Paper, Table, TextInput, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { LoadingBlock, PageTitle, RetryPanel } from '@wellness/shared-ui';
import { SendNotification } from '../components/send-notification';
import { useDashboardPromotion } from '../hooks/use-dashboard-promotion';

const formatDate = (value: string | null) => (value ? dayjs(value).format('MM/DD/YYYY') : '—');

export interface PromotionalToolsTabProps {
  /** The "E-mail participants" section, given by the app (features never import each other). */
  emailParticipants?: (promotionId: number) => ReactNode;
}

/**
 * The promotion's registration link and key dates, then the e-mail to participants
 * (coordinator.dashboard.promotional_tools).
 */
export function PromotionalToolsTab({ emailParticipants }: PromotionalToolsTabProps) {
  const { data: promotion, error, isFetching, refetch } = useDashboardPromotion();
  const dates: Array<[string, string | null]> = promotion
    ? [
        ['Registration opens', promotion.registration_starts_on],
        ['Registration closes', promotion.registration_ends_on],
        ['Launch', promotion.launch_on],
        ['Start', promotion.starts_on],
        ['End', promotion.ends_on],
      ]
    : [];
  return (
    <>
      <PageTitle>Promotional Tools</PageTitle>
      {error ? (
        <RetryPanel
          title="Promotion could not be loaded."
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : null}
      {!promotion && !error ? <LoadingBlock /> : null}
      {promotion ? (
        <>
          <Paper withBorder p="md" radius="md" mb="lg">
            <Title order={2} size="h4" mb="sm">
              Registration link
            </Title>
            <Group align="flex-end" wrap="nowrap">
              <TextInput
                label="Welcome page"
                value={promotion.welcome_url}
                readOnly
                style={{ flex: 1 }}
                onFocus={(event) => event.currentTarget.select()}
              />
              <CopyButton value={promotion.welcome_url}>
                {({ copied, copy }) => (
                  <Button variant={copied ? 'filled' : 'light'} onClick={copy}>
                    {copied ? 'Copied' : 'Copy link'}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <Table captionSide="top">
              <Table.Caption ta="left" fw={600} c="dark">
                Key dates
              </Table.Caption>
              <Table.Tbody>
                {dates.map(([label, value]) => (
                  <Table.Tr key={label}>
                    <Table.Th scope="row">{label}</Table.Th>
                    <Table.Td>{formatDate(value)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
          <SendNotification promotionId={promotion.id} />
          {emailParticipants?.(promotion.id)}
        </>
      ) : null}
    </>
  );
}
