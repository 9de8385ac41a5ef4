import type { ContentItem } from '@wellness/shared-ui';
import classes from './welcome.module.css';

export interface ContentItemViewProps {
  item: ContentItem;
  /** Shows image1 above the text when the item has one. */
  withImage?: boolean;
}

/**
 * One content item on the welcome page, as shared-ui's ContentView shows it (title as a
 * level-2 heading, image, sanitised markdown/HTML) in plain elements, its text as the server
 * rendered and sanitised it (`html=true`): the page loads no markdown renderer (issue 18).
 */
export function ContentItemView({ item, withImage = true }: ContentItemViewProps) {
  const html = item.content_html;
  return (
    <div className={classes.tight} data-content-key={item.key}>
      {item.title ? <h2 className={classes.heading}>{item.title}</h2> : null}
      {withImage && item.image1 ? <img src={item.image1} alt="" className={classes.image} /> : null}
      {html ? (
        <div
          className={classes.html}
          data-content-html
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : null}
    </div>
  );
}
