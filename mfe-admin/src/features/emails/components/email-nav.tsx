import { Anchor, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';

export interface EmailNavProps {
  promotionId: number;
}

/** Links between a promotion's e-mail pages; the current one is marked for screen readers. */
export function EmailNav({ promotionId }: EmailNavProps) {
  const { pathname } = useLocation();
  const links = [
    { to: paths['promotion.one_time_email.create'](promotionId), label: 'New e-mail' },
    { to: paths['promotion.one_time_email.queue'](promotionId), label: 'E-mail queue' },
    { to: paths['promotion.test_email'](promotionId), label: 'Test e-mail' },
  ];
  return (
    <Group component="nav" aria-label="E-mails" gap="lg" mb="lg">
      {links.map((link) => (
        <Anchor
          key={link.to}
          component={Link}
          to={link.to}
          aria-current={pathname === link.to ? 'page' : undefined}
          fw={pathname === link.to ? 700 : undefined}
        >
          {link.label}
        </Anchor>
      ))}
    </Group>
  );
}
