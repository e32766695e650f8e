/** The words the seed world is written with: names, publications, topics and story titles. */

export const FIRST_NAMES = [
  'Ada',
  'Amara',
  'Bruno',
  'Chidi',
  'Dana',
  'Elif',
  'Farah',
  'Gus',
  'Hana',
  'Ines',
  'Jonah',
  'Kenji',
  'Lena',
  'Mateo',
  'Nadia',
  'Omar',
  'Priya',
  'Quinn',
  'Rosa',
  'Soren',
  'Tomas',
  'Uma',
  'Viktor',
  'Wren',
  'Ximena',
  'Yusuf',
  'Zara',
  'Leila',
  'Marcus',
  'Noor',
  'Oskar',
  'Ruth',
] as const;

export const LAST_NAMES = [
  'Abara',
  'Bergstrom',
  'Castillo',
  'Dlamini',
  'Eriksen',
  'Fontaine',
  'Gallagher',
  'Haddad',
  'Ibarra',
  'Jansen',
  'Kowalski',
  'Lindqvist',
  'Moreau',
  'Nakamura',
  'Okafor',
  'Petrov',
  'Quintero',
  'Rahman',
  'Sato',
  'Tanaka',
  'Ueda',
  'Varga',
  'Whitfield',
  'Xu',
  'Yilmaz',
  'Zimmer',
] as const;

export interface TagWords {
  displayText: string;
  /** Title-cased phrases stories on this topic are about. */
  topics: readonly string[];
}

/** Topics; every one of them gets stories except {@link EMPTY_TAG}. */
export const TAGS: readonly TagWords[] = [
  { displayText: 'Programming', topics: ['Type Systems', 'Code Review', 'Legacy Code', 'Small Functions'] },
  { displayText: 'Writing', topics: ['First Drafts', 'Editing', 'the Daily Page', 'Plain Words'] },
  { displayText: 'Design', topics: ['Empty States', 'Typography', 'Design Systems', 'Color'] },
  { displayText: 'Technology', topics: ['Old Laptops', 'the Open Web', 'Repairable Phones'] },
  { displayText: 'Science', topics: ['Tidal Pools', 'Sleep', 'Measurement', 'Slime Molds'] },
  { displayText: 'Productivity', topics: ['To-Do Lists', 'Deep Work', 'Saying No'] },
  { displayText: 'Self Improvement', topics: ['Habits', 'Walking', 'Boredom'] },
  { displayText: 'Psychology', topics: ['Memory', 'Attention', 'Regret'] },
  { displayText: 'Health', topics: ['Running Slowly', 'Strength Training', 'Rest Days'] },
  { displayText: 'Travel', topics: ['Night Trains', 'Small Islands', 'Packing Light'] },
  { displayText: 'Food', topics: ['Sourdough', 'Weeknight Soup', 'Fermentation'] },
  { displayText: 'History', topics: ['Lighthouses', 'Lost Maps', 'Printing Presses'] },
  { displayText: 'Poetry', topics: ['Short Poems', 'Line Breaks', 'Reading Aloud'] },
  { displayText: 'Fiction', topics: ['Unreliable Narrators', 'Short Stories', 'Endings'] },
  { displayText: 'Books', topics: ['Secondhand Bookshops', 'Rereading', 'Marginalia'] },
  { displayText: 'Music', topics: ['Practice Rooms', 'Vinyl', 'Learning Piano Late'] },
  { displayText: 'Photography', topics: ['Film Cameras', 'Street Photography', 'Bad Light'] },
  { displayText: 'Startups', topics: ['Pricing', 'First Customers', 'Small Teams'] },
  { displayText: 'Data Science', topics: ['Messy Spreadsheets', 'Sampling', 'Dashboards'] },
  { displayText: 'Machine Learning', topics: ['Small Models', 'Evaluation', 'Training Data'] },
  { displayText: 'Climate', topics: ['Heat Pumps', 'Urban Trees', 'Rivers'] },
  { displayText: 'Economics', topics: ['Rent', 'Inflation', 'Public Goods'] },
  { displayText: 'Education', topics: ['Homework', 'Teaching Kids to Code', 'Libraries'] },
  { displayText: 'Parenting', topics: ['Bedtime', 'Screen Time', 'Slow Mornings'] },
];

/** The one topic that exists without any stories (tag search needs postCount >= 1). */
export const EMPTY_TAG: TagWords = { displayText: 'Typewriter Repair', topics: [] };

export const TITLE_TEMPLATES: readonly ((topic: string, years: number) => string)[] = [
  (topic, years) => `What ${years} Years of ${topic} Taught Me`,
  (topic) => `The Quiet Case for ${topic}`,
  (topic) => `A Field Guide to ${topic}`,
  (topic) => `Why ${topic} Still Matters`,
  (topic) => `Notes on ${topic}`,
  (topic) => `How I Finally Understood ${topic}`,
  (topic) => `Against ${topic}`,
  (topic) => `${topic}, Explained Slowly`,
  (topic) => `The Hidden Cost of ${topic}`,
  (topic) => `Everything I Got Wrong About ${topic}`,
  (topic) => `Learning ${topic} in Public`,
  (topic) => `In Defense of ${topic}`,
];

export const SUBTITLE_TEMPLATES: readonly ((topic: string) => string)[] = [
  (topic) => `A patient look at ${topic.toLowerCase()} and what it asks of us.`,
  (topic) => `I spent a year paying attention to ${topic.toLowerCase()}. Here is what stuck.`,
  (topic) => `Short notes from someone still figuring out ${topic.toLowerCase()}.`,
  (topic) => `The parts of ${topic.toLowerCase()} nobody warned me about.`,
];

export const BODY_SENTENCES = [
  'It started, as these things do, with a small mistake I kept making.',
  'Nobody tells you how much of the work is waiting.',
  'The first version was wrong in a way that taught me more than the second.',
  'I wrote this down so I would stop having the same argument with myself.',
  'Most advice on the subject is true and useless at the same time.',
  'What changed was not the method but how often I practised it.',
  'A friend read an early draft and asked the one question I had avoided.',
  'There is a version of this that fits on an index card, and I keep it on my desk.',
] as const;

export const RESPONSES = [
  'This is the clearest explanation I have read on the subject.',
  'I disagree with the second half, but the first half changed my mind.',
  'Saving this for the next time someone asks me about it.',
  'Thank you for writing this. It came at the right time.',
  'Could you say more about how you got started?',
  'The part about waiting is painfully accurate.',
  'I tried this last month and can confirm it works.',
  'Great piece. The ending made me laugh out loud.',
] as const;

export interface PublicationWords {
  slug: string;
  name: string;
  description: string;
  domain?: string;
  /** Topics (tag display texts) most of its stories are about. */
  topics: readonly string[];
}

/** The first four belong to the `publisher` demo viewer. */
export const PUBLICATIONS: readonly PublicationWords[] = [
  {
    slug: 'the-long-margin',
    name: 'The Long Margin',
    description: 'Essays with room to breathe.',
    topics: ['Writing', 'Books'],
  },
  {
    slug: 'quiet-machines',
    name: 'Quiet Machines',
    description: 'Software, hardware and the people who maintain them.',
    domain: 'quietmachines.inkpot.test',
    topics: ['Programming', 'Technology'],
  },
  {
    slug: 'field-notes-weekly',
    name: 'Field Notes Weekly',
    description: 'Science from the ground up.',
    topics: ['Science', 'Climate'],
  },
  {
    slug: 'paper-lanterns',
    name: 'Paper Lanterns',
    description: 'Fiction and poetry after dark.',
    topics: ['Fiction', 'Poetry'],
  },
  {
    slug: 'night-shift-engineering',
    name: 'Night Shift Engineering',
    description: 'Notes from on-call.',
    topics: ['Programming', 'Data Science'],
  },
  {
    slug: 'small-kitchens',
    name: 'Small Kitchens',
    description: 'Cooking in tiny spaces.',
    topics: ['Food', 'Health'],
  },
  {
    slug: 'open-ledger',
    name: 'Open Ledger',
    description: 'Money, work and public goods.',
    topics: ['Economics', 'Startups'],
  },
  {
    slug: 'tidewater-review',
    name: 'Tidewater Review',
    description: 'Travel writing and slow places.',
    topics: ['Travel', 'Photography'],
  },
];

export const CATALOG_NAMES = [
  'Weekend reads',
  'Stories that changed my mind',
  'Craft and practice',
  'Saved for the train',
  'Best of design',
] as const;

export const CATALOG_RESPONSES = [
  'Great list, I found three new writers here.',
  'The second story is my favourite too.',
  'Adding a few of these to my own list.',
  'Selling my stuff, visit my site!!!',
] as const;
