import type { Rng } from '../prng.js';

export interface GalleryEntry {
  image: string;
  pos: number;
  typ: 'image' | 'external-video';
  lab: string | null;
  vid: null | { url: string; title: string; desc: string; meta: null; video_id: string; type: 'youtube' };
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Placeholder YouTube ids: the demo must not depend on somebody else's videos staying online. */
function fakeVideoId(rng: Rng): string {
  let id = '';
  for (let i = 0; i < 11; i++) id += ID_ALPHABET[rng.int(0, ID_ALPHABET.length - 1)];
  return id;
}

export function mediaGallery(
  images: readonly string[],
  name: string,
  rng: Rng,
  videoProbability: number,
): GalleryEntry[] {
  const gallery: GalleryEntry[] = images.map((image, i) => ({
    image,
    pos: i + 1,
    typ: 'image',
    lab: i === 0 ? name : null,
    vid: null,
  }));
  if (images.length > 0 && rng.chance(videoProbability)) {
    const videoId = fakeVideoId(rng);
    gallery.push({
      image: images[0] as string,
      pos: gallery.length + 1,
      typ: 'external-video',
      lab: 'Video',
      vid: {
        url: `https://www.youtube.com/watch?v=${videoId}`,
        title: `${name} in action`,
        desc: `See the ${name} in use.`,
        meta: null,
        video_id: videoId,
        type: 'youtube',
      },
    });
  }
  return gallery;
}
