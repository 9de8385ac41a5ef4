import { Image, Stack, Title, Typography } from '@mantine/core';
import type { TitleOrder } from '@mantine/core';
import type { ContentItem } from './content-api';
import { useContentHtml } from './use-content-html';

export interface ContentViewProps {
  item: ContentItem;
  /** The heading level of the item's title; false to leave the title out. */
  titleOrder?: TitleOrder | false;
  /** Shows image1 above the text when the item has one. */
  withImage?: boolean;
}

/** One content item: its title, image and sanitised markdown/HTML. */
export function ContentView({ item, titleOrder = 2, withImage = true }: ContentViewProps) {
  const html = useContentHtml(item.content, item.content_html);
  return (
    <Stack gap="xs" data-content-key={item.key}>
      {titleOrder !== false && item.title ? <Title order={titleOrder}>{item.title}</Title> : null}
      {withImage && item.image1 ? <Image src={item.image1} alt="" radius="md" mah={320} /> : null}
      {html ? (
        <Typography>
          <div data-content-html dangerouslySetInnerHTML={{ __html: html }} />
        </Typography>
      ) : null}
    </Stack>
  );
}
