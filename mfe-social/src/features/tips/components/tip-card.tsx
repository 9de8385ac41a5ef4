import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { ContentView } from '@wellness/shared-ui';
import type { ContentItem } from '@wellness/shared-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRecordTipShareMutation } from '../api/tips-api';
import { tipPath } from '../lib/tips';
import { FavoriteButton } from './favorite-button';
import { ShareEmailDialog } from '../../../components/share-email/share-email-dialog';
import { ShareTipDialog } from './share-tip-dialog';

export interface TipCardProps {
  tip: ContentItem;
  favorited: boolean;
  /** Share on the wall (only when the promotion's wall is on). */
  canShare: boolean;
  /** A signed-out visitor (spec 3 s2: guests may read the tips) only reads and prints. */
  signedIn: boolean;
  /** The title links to the tip's own page (lists); the tip's page itself has a plain h2. */
  linkTitle?: boolean;
  /** Shown above the title, e.g. "Day 3". */
  eyebrow?: string;
}

/**
 * One tip: title, sanitised content, favourite toggle and the share control (spec 2 s2: print,
 * an e-mail dialog and, when the wall is on, "Share on the wall").
 */
export function TipCard({
  tip,
  favorited,
  canShare,
  signedIn,
  linkTitle = true,
  eyebrow,
}: TipCardProps) {
  const mayShare = signedIn && canShare;
  const [sharing, setSharing] = useState(false);
  const [emailing, setEmailing] = useState(false);
  const [recordShare] = useRecordTipShareMutation();
  const titleId = `tip-title-${tip.id}`;
  return (
    <Card component="article" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Stack gap="xs">
        {eyebrow && (
          <Text size="xs" tt="uppercase" c="dimmed">
            {eyebrow}
          </Text>
        )}
        <Title order={2} size="h4" id={titleId}>
          {linkTitle ? (
            <Anchor component={Link} to={tipPath(tip.id)} inherit>
              {tip.title}
            </Anchor>
          ) : (
            tip.title
          )}
        </Title>
        <ContentView item={tip} titleOrder={false} />
        <Group gap="xs">
          {signedIn && <FavoriteButton tipId={tip.id} favorited={favorited} />}
          {mayShare && (
            <Button variant="default" size="compact-sm" onClick={() => setSharing(true)}>
              Share on the wall
            </Button>
          )}
          {signedIn && (
            <Button variant="default" size="compact-sm" onClick={() => setEmailing(true)}>
              Share by e-mail
            </Button>
          )}
          <Button
            variant="default"
            size="compact-sm"
            onClick={() => {
              // Counted for signed-in readers; a failure to count never stops the print.
              if (signedIn) void recordShare({ tipId: tip.id, via: 'print' });
              window.print();
            }}
          >
            Print
          </Button>
        </Group>
      </Stack>
      {mayShare && <ShareTipDialog tip={tip} opened={sharing} onClose={() => setSharing(false)} />}
      {signedIn && (
        <ShareEmailDialog tip={tip} opened={emailing} onClose={() => setEmailing(false)} />
      )}
    </Card>
  );
}
