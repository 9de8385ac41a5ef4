import { Anchor, List, SimpleGrid, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle, useGetCurrentPromotionQuery, useGetMeQuery } from '@wellness/shared-ui';
import { sitemapColumns } from '../lib/nav-items';

/** /sitemap (signed in; RequireUser guards it): every page this user can reach, in 3 columns. */
export function SitemapPage() {
  const { data: user } = useGetMeQuery();
  const { data: promotion } = useGetCurrentPromotionQuery();
  if (!user) return null;
  return (
    <Stack gap="lg">
      <PageTitle>Sitemap</PageTitle>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
        {sitemapColumns(user, promotion).map((column) => (
          <nav key={column.title} aria-labelledby={`sitemap-${column.title}`}>
            <Title order={2} size="h4" mb="sm" id={`sitemap-${column.title}`}>
              {column.title}
            </Title>
            <List listStyleType="none" spacing="xs">
              {column.links.map((link) => (
                <List.Item key={link.to}>
                  <Anchor component={Link} to={link.to}>
                    {link.label}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </nav>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
