// The demo community's cast, groups, course and a deterministic text generator for its posts.
export const DEMO_APP_NAME = 'Harbour Lights Community';

export interface DemoUser {
  email: string;
  username: string;
  displayName: string;
  role: 'member' | 'artist' | 'admin';
}

/** The three accounts named in the README come first; the rest make the feeds look lived in. */
export const demoUsers: DemoUser[] = [
  { email: 'member@example.com', username: 'mia', displayName: 'Mia Member', role: 'member' },
  { email: 'admin@example.com', username: 'ada', displayName: 'Ada Admin', role: 'admin' },
  { email: 'artist@example.com', username: 'aria', displayName: 'Aria Vance', role: 'artist' },
  { email: 'noah@example.com', username: 'noah', displayName: 'Noah Fisher', role: 'member' },
  { email: 'leila@example.com', username: 'leila', displayName: 'Leila Haddad', role: 'member' },
  { email: 'tomas@example.com', username: 'tomas', displayName: 'Tomás Ortega', role: 'member' },
  { email: 'grace@example.com', username: 'grace', displayName: 'Grace Okafor', role: 'member' },
  { email: 'kenji@example.com', username: 'kenji', displayName: 'Kenji Watanabe', role: 'member' },
  { email: 'saoirse@example.com', username: 'saoirse', displayName: 'Saoirse Byrne', role: 'member' },
];

export interface DemoGroup {
  key: string;
  name: string;
  description: string;
  membershipType: 'public' | 'private' | 'secret' | 'mandatory';
  postingPermission: 'everyone' | 'admins_only';
  /** usernames: active members, group admins among them, and pending requests */
  members: string[];
  admins: string[];
  pending: string[];
  posts: number;
}

const everyone = demoUsers.map((u) => u.username);

export const demoGroups: DemoGroup[] = [
  {
    key: 'welcome',
    name: 'Welcome Harbour',
    description: 'Say hello, share what you are listening to, and meet the crew.',
    membershipType: 'public',
    postingPermission: 'everyone',
    members: everyone,
    admins: ['ada'],
    pending: [],
    posts: 40,
  },
  {
    key: 'backstage',
    name: 'Backstage',
    description: 'Demos, setlists and tour notes for the road crew. Ask to join.',
    membershipType: 'private',
    postingPermission: 'everyone',
    members: ['ada', 'aria', 'noah', 'leila', 'tomas'],
    admins: ['ada'],
    pending: ['kenji', 'saoirse'],
    posts: 16,
  },
  {
    key: 'inner-circle',
    name: 'Inner Circle',
    description: 'A quiet room for the longest-standing members.',
    membershipType: 'secret',
    postingPermission: 'everyone',
    members: ['ada', 'aria', 'mia', 'grace', 'leila'],
    admins: ['ada'],
    pending: [],
    posts: 14,
  },
  {
    key: 'announcements',
    name: 'Announcements',
    description: 'News from the band and the hosts. Everyone is in here.',
    membershipType: 'mandatory',
    postingPermission: 'admins_only',
    members: everyone,
    admins: ['ada', 'aria'],
    pending: [],
    posts: 10,
  },
];

export const demoCourse = {
  name: 'Songwriting from the Harbour',
  description: 'Six short lessons on how the band turns a late-night idea into a finished song.',
  lessons: [
    ['Catching the idea', 'Voice memos, notebooks and why the first line is rarely the first line.'],
    ['Finding the shape', 'Verse, chorus, bridge: choosing a form that serves the story.'],
    ['Chords that move', 'Borrowed chords and the small surprises that keep a progression alive.'],
    ['Melody over words', 'Singing nonsense first, and fitting words to the tune later.'],
    ['The rewrite', 'Cutting your favourite line and other necessary cruelties.'],
    ['Demo to band', 'Recording a rough demo the rest of the band can build on.'],
  ] as const,
  followup: { text: 'Share your song', url: 'https://example.com/open-mic' },
};

/** The paid course of the demo: a tier whose product is sold on the web (the paywall opens for it). */
export const demoMasterclass = {
  name: 'Studio Masterclass',
  product: 'Studio Masterclass',
  description: 'Three sessions in the studio with the band: arranging, tracking and mixing a song.',
  lessons: [
    ['Arranging for the band', 'Who plays what, and when to leave space.'],
    ['Tracking', 'Getting a performance down without losing the feel.'],
    ['The mix', 'Balance, space and knowing when to stop.'],
  ] as const,
};

/** A small seeded PRNG (mulberry32): the same seed gives the same community every time. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

const openers = [
  'Just got back from the soundcheck',
  'Been listening to the new demo on repeat',
  'Anyone else still thinking about last night',
  'Quick question for the crew',
  'Found an old cassette in the attic',
  'Rehearsal notes from today',
  'Coffee, rain and a new chord progression',
  'Shout-out to everyone who came out on Friday',
  'Tried the tuning trick from the last livestream',
  'Small win this week',
  'The harbour was glowing tonight',
  'Setlist brainstorm',
];

const middles = [
  'and the bridge of "Lanterns" finally clicks for me.',
  'and I cannot stop humming the chorus of "Low Tide".',
  'so I wrote a verse about the ferry at dawn.',
  'and the crowd sang the last refrain without us.',
  'and the bass line on "Saltwater" is even better live.',
  'and I think we should open with "Northern Window".',
  'so now I am learning the harmonies for "Beacon".',
  'and the acoustic version of "Drift" gave me chills.',
];

const closers = [
  'What do you all think?',
  'See you at the next show!',
  'Would love your feedback.',
  'Sharing in case it helps someone else.',
  'Thank you for being such a kind bunch.',
  'More soon.',
];

const replies = [
  'Love this!',
  'Same here, it has been stuck in my head all week.',
  'Thanks for sharing.',
  'Totally agree.',
  'This made my day.',
  'Count me in.',
  'Can you post a recording?',
  'The harmonies are the best part.',
  'I was there too, what a night.',
  'Good luck with it!',
];

export function postText(rand: () => number): string {
  return `${pick(rand, openers)} ${pick(rand, middles)} ${pick(rand, closers)}`;
}

export function commentText(rand: () => number): string {
  return pick(rand, replies);
}

/** Custom user fields: one mandatory (onboarding asks for it), one optional choice. */
export const demoCustomFields = [
  { name: 'Where are you from?', fieldType: 'text' as const, options: [] as string[], mandatory: true, position: 1, public: true },
  {
    name: 'Favourite instrument',
    fieldType: 'select' as const,
    options: ['Guitar', 'Piano', 'Drums', 'Bass', 'Voice', 'Something else'],
    mandatory: false,
    position: 2,
    public: true,
  },
];

export const demoWalkthroughSlides = [
  { position: 1, title: 'Welcome aboard', body: 'This is the Harbour Lights crew: demos, tour news and the people who love the songs.', imageUrl: null },
  { position: 2, title: 'Groups are where it happens', body: 'Join the groups you care about and post, comment and like in their walls.', imageUrl: null },
  { position: 3, title: 'Works offline', body: 'What you have seen stays readable without a connection, and what you write is sent once you are back online.', imageUrl: null },
];
