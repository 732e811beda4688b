// The demo community's pictures, drawn at seed time (sharp from SVG, nothing downloaded): a cover for each group and an avatar for each member.
import sharp from 'sharp';
import type { MediaStore } from '../media/media-store';
import { demoGroups, demoUsers } from './demo-content';
import { putMissing } from './demo-files';

const url = (file: string) => `/uploads/${file}`;
const avatarFile = (username: string) => `demo-people-${username}.png`;
const coverFile = (key: string) => `demo-groups-${key}.png`;

/** Where a demo member's avatar is served. */
export const demoAvatarUrl = (username: string): string => url(avatarFile(username));
/** A demo group's cover, one file for both sizes (it is drawn at the large size). */
export const demoCover = (key: string) => ({ small: url(coverFile(key)), large: url(coverFile(key)) });

/** A hue per place in the demo's list, a golden angle apart, so neighbours in a list differ. */
const hueAt = (index: number): number => Math.round((200 + index * 137.5) % 360);

/** A head and shoulders in a lighter tone over a two-colour ground: a portrait's shape without a face. */
function avatarSvg(index: number): string {
  const hue = hueAt(index);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,58%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,32%)"/></linearGradient></defs>
    <rect width="256" height="256" fill="url(#g)"/>
    <circle cx="128" cy="104" r="48" fill="hsl(${hue},45%,88%)"/>
    <path d="M40 256c0-56 40-92 88-92s88 36 88 92z" fill="hsl(${hue},45%,88%)"/>
  </svg>`;
}

/** A harbour at dusk in the group's own colours: sky, hills, water and a lighthouse. */
function coverSvg(index: number): string {
  const hue = hueAt(index);
  const waves = [0, 1, 2, 3].map((i) => `<path d="M0 ${430 + i * 26} q120 -18 240 0 t240 0 t240 0 t240 0" stroke="hsl(${hue},40%,${70 - i * 8}%)" stroke-width="4" fill="none" opacity="0.7"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,40%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360},70%,75%)"/></linearGradient></defs>
    <rect width="960" height="540" fill="url(#sky)"/>
    <circle cx="720" cy="170" r="70" fill="hsl(${(hue + 50) % 360},90%,85%)" opacity="0.85"/>
    <path d="M0 380 C160 300 300 330 460 360 S760 300 960 350 V540 H0z" fill="hsl(${hue},35%,25%)"/>
    <rect y="410" width="960" height="130" fill="hsl(${hue},45%,18%)"/>
    ${waves.join('')}
    <rect x="180" y="250" width="26" height="140" fill="#f4efe6"/><rect x="180" y="290" width="26" height="18" fill="#c0392b"/>
    <polygon points="174,250 212,250 193,226" fill="#c0392b"/><circle cx="193" cy="240" r="7" fill="#ffd98a"/>
  </svg>`;
}

/** Writes every demo picture into the media store when missing (the seeded rows point at them). */
export async function writeDemoPictures(files: MediaStore): Promise<void> {
  for (const [i, u] of demoUsers.entries()) await putMissing(files, avatarFile(u.username), () => sharp(Buffer.from(avatarSvg(i))).png().toBuffer());
  for (const [i, g] of demoGroups.entries()) await putMissing(files, coverFile(g.key), () => sharp(Buffer.from(coverSvg(i + 3))).png().toBuffer());
}
