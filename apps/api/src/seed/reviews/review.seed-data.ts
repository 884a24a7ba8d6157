/*
 * The words seeded reviews are made of: names, and per rating a few headlines and sentences about
 * a pet and its food. Kept plain (no brand claims, no health promises) as real shoppers write.
 */

export const SEED_REVIEW_FIRST_NAMES = [
  'Dana',
  'Marcus',
  'Priya',
  'Jordan',
  'Elena',
  'Sam',
  'Aisha',
  'Tom',
  'Grace',
  'Luis',
  'Megan',
  'Kofi',
  'Hannah',
  'Diego',
  'Ruth',
  'Owen',
  'Mei',
  'Carlos',
  'Beth',
  'Andre',
  'Nora',
  'Victor',
  'Jess',
  'Ravi',
  'Claire',
  'Malik',
  'Tara',
  'Ben',
  'Yuki',
  'Frank',
];

export const SEED_REVIEW_LAST_INITIALS = 'ABCDEFGHJKLMNPRSTVW';

export const SEED_PET_NAMES = {
  dog: ['Biscuit', 'Luna', 'Max', 'Rosie', 'Cooper', 'Daisy', 'Bear', 'Pepper', 'Tucker', 'Maple'],
  cat: ['Mochi', 'Oliver', 'Cleo', 'Milo', 'Nala', 'Simba', 'Pumpkin', 'Jasper', 'Willow', 'Ziggy'],
} as const;

/** Headlines by rating (index 0 is one star). */
export const SEED_REVIEW_TITLES: readonly (readonly string[])[] = [
  ['Not for us', 'My pet would not touch it', 'Disappointed'],
  ['Just okay', 'Picky eater said no', 'Not what I hoped'],
  ['Decent food', 'Does the job', 'Mixed feelings'],
  ['Good food, happy pet', 'Solid choice', 'Would buy again', 'Great value'],
  [
    'Clean bowl every time',
    'Our new favorite',
    'Highly recommend',
    'Five stars from {pet}',
    'Worth every penny',
  ],
];

/** Opening sentences by rating; {pet} is the pet's name, {kind} 'dog' or 'cat'. */
export const SEED_REVIEW_OPENINGS: readonly (readonly string[])[] = [
  [
    '{pet} sniffed it and walked away, even after a week of mixing it in slowly.',
    'Our {kind} had an upset stomach after switching, so we went back to the old food.',
  ],
  [
    '{pet} eats it, but only when nothing else is on offer.',
    'The bag arrived fine, but our {kind} lost interest after a few days.',
  ],
  [
    '{pet} eats it without complaint, though not with much excitement either.',
    'It is a reasonable food for the price, nothing special for our {kind}.',
  ],
  [
    '{pet} finishes every meal and has plenty of energy on walks.',
    'We switched our {kind} over two weeks ago and the transition was easy.',
    'Our vet suggested trying this and {pet} took to it right away.',
  ],
  [
    '{pet} waits by the bowl every morning now. We switched a month ago and have not looked back.',
    'Our {kind} has always been picky, but {pet} cleans the bowl every single time.',
    'Since starting on this, {pet} has a shinier coat and is full of energy.',
  ],
];

/** A second sentence, any rating. */
export const SEED_REVIEW_DETAILS: readonly string[] = [
  'Autoship makes it easy to never run out.',
  'Delivery was quick and the packaging was intact.',
  'The portion guide on the pack is easy to follow.',
  'We mix it with a little warm water in the evening.',
  'Ordering again next month.',
  'The size we chose lasts about a month for one pet.',
];

/** The shop's replies to its lower ratings. */
export const SEED_SHOP_REPLIES: readonly string[] = [
  'Thank you for the honest review. Our care team would love to help you find a better fit; please reach out through the contact page.',
  'We are sorry this one did not work out. Every pet is different, and our team is happy to suggest another recipe.',
];
