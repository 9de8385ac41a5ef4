import sharp from 'sharp';
import {
  DEFAULT_RESIZE_BOUND,
  PHOTO_BOUND,
  UploadRejected,
  acceptUpload,
  isSafeCsvName,
  kindOfName,
  parseUploadFields,
} from '../../../src/domain/uploads';
import type { UploadOptions } from '../../../src/domain/uploads';

const options = (fields: Record<string, string> = {}, override = false): UploadOptions => {
  const parsed = parseUploadFields(fields, override);
  if ('problems' in parsed) throw new Error(parsed.problems.join('; '));
  return parsed.options;
};

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) =>
      error instanceof UploadRejected ? { message: error.message, warning: error.warning } : error,
  );

describe('upload rules', () => {
  it('reads the kind from the extension, treating .jpeg as .jpg', () => {
    expect(kindOfName('Photo.JPEG')).toBe('jpg');
    expect(kindOfName('clip.mp4')).toBe('mp4');
    expect(kindOfName('script.png.exe')).toBeNull();
    expect(kindOfName('no-extension')).toBeNull();
  });

  it('bounds images to 1920x1080 unless resize_to_fit asks for 500x500 or a box', () => {
    expect(options().bound).toEqual(PHOTO_BOUND);
    expect(options({ resize_to_fit: 'true' }).bound).toEqual(DEFAULT_RESIZE_BOUND);
    expect(options({ resize_to_fit: '300x200' }).bound).toEqual({ width: 300, height: 200 });
  });

  it('names every field it cannot read', () => {
    expect(
      parseUploadFields({ allow_animated_gif: 'yes', mode: 'types:exe', other: '1' }, false),
    ).toEqual({
      problems: [
        "body must not have property 'other'",
        "allow_animated_gif must be 'true' or 'false'",
        "mode must be 'image', 'csv' or 'types:' with known file types",
      ],
    });
    expect('problems' in parseUploadFields({ resize_to_fit: '99999x1' }, false)).toBe(true);
  });

  it('allows only letters, numbers, underscore, dash and dot in CSV names', () => {
    expect(isSafeCsvName('points_2026-11.csv')).toBe(true);
    expect(isSafeCsvName('points 2026.csv')).toBe(false);
    expect(isSafeCsvName('../points.csv')).toBe(false);
  });

  it('treats a too-small image as a warning, and accepts it when warnings are overridden', async () => {
    const small = await sharp({
      create: { width: 149, height: 400, channels: 3, background: '#000' },
    })
      .png()
      .toBuffer();
    expect(await rejection(acceptUpload({ fileName: 's.png', data: small }, options()))).toEqual({
      message: 'Error: This photo is too small. Please select a photo that is at least 150 pixels.',
      warning: true,
    });
    const accepted = await acceptUpload({ fileName: 's.png', data: small }, options({}, true));
    expect(accepted.kind).toBe('png');
  });

  it('refuses a truncated image as the wrong type rather than failing', async () => {
    const image = await sharp({
      create: { width: 200, height: 200, channels: 3, background: '#000' },
    })
      .png()
      .toBuffer();
    expect(
      await rejection(acceptUpload({ fileName: 'a.png', data: image.subarray(0, 40) }, options())),
    ).toEqual({
      message: 'Error: Incorrect file type. Use .png, .jpeg, .jpg, .svg, or .gif.',
      warning: false,
    });
  });

  it('keeps video and captions whose first bytes match their names', async () => {
    const vtt = Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n');
    expect((await acceptUpload({ fileName: 'c.vtt', data: vtt }, options())).kind).toBe('vtt');
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypisom'),
      Buffer.alloc(16),
    ]);
    expect((await acceptUpload({ fileName: 'v.mp4', data: mp4 }, options())).kind).toBe('mp4');
    expect(
      await rejection(
        acceptUpload({ fileName: 'v.mp4', data: Buffer.from('not a video') }, options()),
      ),
    ).toMatchObject({ warning: false });
  });

  it('reads the type from the content with file-type: an ISO box of a photo or a song is no video', async () => {
    const iso = (brand: string) =>
      Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from(`ftyp${brand}`), Buffer.alloc(16)]);
    expect((await acceptUpload({ fileName: 'v.mov', data: iso('qt  ') }, options())).kind).toBe(
      'mov',
    );
    expect((await acceptUpload({ fileName: 'v.mp4', data: iso('qt  ') }, options())).kind).toBe(
      'mp4',
    );
    for (const [fileName, brand] of [
      ['photo.mp4', 'heic'],
      ['song.mov', 'M4A '],
    ]) {
      expect(await rejection(acceptUpload({ fileName, data: iso(brand) }, options()))).toEqual({
        message: 'Error: Incorrect file type. Use .png, .jpeg, .jpg, .svg, or .gif.',
        warning: false,
      });
    }
  });
});
