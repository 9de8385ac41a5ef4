import { Fieldset, Image, Stack, Text } from '@mantine/core';
import { PromotionFieldsForm } from '../components/promotion-fields-form';
import type { PromotionField } from '../components/promotion-fields-form';
import { PromotionSubPage } from '../components/promotion-sub-page';

/** Spec 3 s8 "Video save failure dialog: "Save Failed!" with "Saving the video information failed!"". */
export const VIDEO_SAVE_FAILED_TITLE = 'Save Failed!';
export const VIDEO_SAVE_FAILED = 'Saving the video information failed!';

const url = (key: string, label: string, description: string): PromotionField => ({
  key,
  label,
  description,
  type: 'url',
});
const FIELDS: PromotionField[] = [
  url('video_url', 'Video URL', 'The welcome video (http:// or https://).'),
  url('video_button_url', 'Video button URL', 'A picture for the button that opens the video.'),
  url('video_caption_url', 'Video caption URL', 'Captions of the video (a WebVTT file).'),
  url('video2_url', 'Second video URL', 'A second video, shown after the first.'),
  url('video2_caption_url', 'Second video caption URL', 'Captions of the second video.'),
];

/** What the welcome page's video popup plays from these fields (spec 3 "Welcome"). */
function VideoPreview({ values }: { values: Record<string, string> }) {
  const videos = [
    [values.video_url, values.video_caption_url],
    [values.video2_url, values.video2_caption_url],
  ].filter(([src]) => src?.trim());
  return (
    <Fieldset legend="What participants see">
      {videos.length === 0 ? (
        <Text size="sm">No video: the welcome page shows no video button.</Text>
      ) : (
        <Stack>
          <Text size="sm" component="div">
            The welcome page&apos;s button:{' '}
            {values.video_button_url?.trim() ? (
              <Image
                src={values.video_button_url}
                alt="Video button"
                h={32}
                w="auto"
                display="inline-block"
              />
            ) : (
              <strong>Watch the video</strong>
            )}
          </Text>
          {videos.map(([src, captions], index) => (
            <video
              key={src}
              src={src}
              controls
              preload="none"
              style={{ width: '100%', maxWidth: 480 }}
              aria-label={index === 0 ? 'Programme video' : 'Second programme video'}
            >
              <track kind="captions" src={captions?.trim() || undefined} default />
            </video>
          ))}
        </Stack>
      )}
    </Fieldset>
  );
}

/** /promotion/{id}/participant_video: the promotion's videos and captions. */
export function PromotionVideoPage() {
  return (
    <PromotionSubPage
      title="Participant video"
      intro="the videos participants watch from the welcome page."
    >
      {(promotion) => (
        <PromotionFieldsForm
          promotion={promotion}
          name="Participant video"
          failure={{ title: VIDEO_SAVE_FAILED_TITLE, message: VIDEO_SAVE_FAILED, dialog: true }}
          fields={FIELDS}
        >
          {(values) => <VideoPreview values={values} />}
        </PromotionFieldsForm>
      )}
    </PromotionSubPage>
  );
}
