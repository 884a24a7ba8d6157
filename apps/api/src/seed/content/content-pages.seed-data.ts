import type {
  ContentComponent,
  ContentImport,
  Feature,
  ProductCarouselComponent,
} from '../../modules/content';

type NewContentPageRow = ContentImport['pages'][number];

/** Real catalogue handles the carousels show, taken from the starter catalogue. */
export interface SeedHandles {
  dog: string[];
  cat: string[];
}

const internal = (text: string, url: string) => ({ text, url, external: false });

function carousel(
  headline: string,
  paragraph: string,
  handles: string[],
  backgroundColor: ProductCarouselComponent['backgroundColor'] = 'light-blue',
): ProductCarouselComponent {
  return { type: 'product_carousel', headline, paragraph, handles, backgroundColor, copyColor: 'dark-blue' };
}

function section(...features: Feature[]): ContentComponent {
  return { type: 'feature_section', features };
}

/** Alternate dog and cat handles so a mixed carousel shows both from the first slide. */
function interleave(a: string[], b: string[], limit: number): string[] {
  const mixed: string[] = [];
  for (let i = 0; mixed.length < limit && (i < a.length || i < b.length); i += 1) {
    if (i < a.length) mixed.push(a[i]);
    if (i < b.length && mixed.length < limit) mixed.push(b[i]);
  }
  return mixed;
}

const FAQ_ITEMS = [
  {
    question: 'How do I place an order?',
    answer:
      'Enter your ZIP code so we can check stock near you, add products to your cart and select Proceed to Checkout. You can check out as a guest or sign in to keep your order history.',
  },
  {
    question: 'How many items can I order at once?',
    answer: 'Up to 10 items per order. Autoship lines can hold up to 5 of the same product.',
  },
  {
    question: 'What is Autoship?',
    answer:
      'Autoship delivers your pet’s food on the schedule you choose and saves you an extra 5% on every Autoship order. Skip, reschedule or cancel any time from My Subscriptions.',
  },
  {
    question: 'Can I change or cancel an Autoship?',
    answer:
      'Yes. Change the quantity or frequency, skip a delivery or cancel from your account before the next order is processed. There is no fee and no minimum number of deliveries.',
  },
  {
    question: 'How much does shipping cost?',
    answer:
      'Shipping is free on orders over $49. Below that, shipping is calculated at checkout. Orders to Alaska and Hawaii have a $4 service charge.',
  },
  {
    question: 'When will my order arrive?',
    answer:
      'Each product shows an estimated delivery date for your ZIP code. Orders placed before the warehouse cut-off ship the next business day; most arrive within 2 to 4 business days.',
  },
  {
    question: 'Why does a product show as limited or out of stock?',
    answer:
      'Stock is checked at the warehouse that delivers to your ZIP code. Limited stock means only a few bags or cases are left there; an out-of-stock product may still be available for a different ZIP.',
  },
  {
    question: 'What is your return policy?',
    answer:
      'If your pet does not love their food, contact us within 30 days of delivery for a full refund or a replacement. Opened bags are fine; please keep the packaging until we confirm.',
  },
  {
    question: 'My order arrived damaged. What should I do?',
    answer:
      'Contact us within 7 days with your order number and a photo of the damage and we will send a replacement at no cost.',
  },
];

const TERMS_HTML = `<h2>Using this site</h2>
<p>By placing an order you agree to these terms. Prices and availability can change without notice; the price in your cart when you check out is the price you pay.</p>
<h2>Orders</h2>
<p>An order is accepted when it ships. We may limit quantities (up to 10 items per order, 5 per Autoship line) or cancel an order we cannot fulfil, in which case you are not charged.</p>
<h2>Autoship</h2>
<p>Autoship orders repeat at the frequency you choose until you cancel. Each Autoship order receives the Autoship saving in effect when it is placed.</p>
<h2>Returns</h2>
<p>See our <a href="/faq">FAQ</a> for the satisfaction guarantee and how to request a refund.</p>`;

const SHIPPING_HTML = `<h2>Shipping rates</h2>
<p>Shipping is free on orders over $49. Orders below that pay the rate shown at checkout.</p>
<h2>Delivery times</h2>
<p>Orders placed on a business day before the warehouse cut-off ship the next business day. Delivery takes 1 to 5 business days depending on your ZIP code; product pages show the estimate for yours.</p>
<h2>Alaska and Hawaii</h2>
<p>We deliver to homes in Alaska and Hawaii with a $4 service charge per order. Clinic delivery is not available there.</p>
<h2>Where we deliver</h2>
<p>We deliver to the 50 states and Washington, DC. We cannot deliver to PO boxes, APO/FPO addresses or US territories.</p>`;

const ABOUT_HTML = `<h2>Nutrition first</h2>
<p>We make complete, balanced food for dogs and cats at every life stage, developed with veterinarians and nutritionists and made in our own US kitchens.</p>
<h2>Giving back</h2>
<p>Every purchase supports an animal shelter or cause you choose at checkout.</p>`;

/** The starter pages; a function because the carousels need real handles from the catalogue. */
export function buildSeedPages(handles: SeedHandles): NewContentPageRow[] {
  const mixed = interleave(handles.dog, handles.cat, 8);
  const plp = (
    species: 'dog' | 'cat',
    slug: string,
    name: string,
    title: string,
    body: string,
    picks: string[],
  ): NewContentPageRow => ({
    slug,
    name,
    kind: 'plp',
    title,
    description: body,
    status: 'published',
    site: 'both',
    components: [
      section({ heading: title, body, image: null, buttons: [] }),
      ...(picks.length
        ? [
            carousel(
              `Popular with ${species} owners`,
              'Our best-rated recipes this month.',
              picks,
              'light-gray',
            ),
          ]
        : []),
    ],
  });

  return [
    {
      slug: 'home',
      name: 'HomePage',
      title: 'Home',
      description:
        'Complete, balanced dog and cat food delivered to your door, with an extra 5% off every Autoship.',
      status: 'published',
      site: 'both',
      components: [
        section({
          heading: 'Nutrition they love, delivered',
          body: 'Vet-developed food for every dog and cat, shipped free on orders over $49.',
          image: {
            url: '/content-assets/home-hero.svg',
            alt: 'A dog and a cat sharing a sunny kitchen floor',
          },
          buttons: [internal('Shop Dog Food', '/products/dog'), internal('Shop Cat Food', '/products/cat')],
        }),
        carousel('Our most-loved recipes', 'Favourites from dog and cat owners across the country.', mixed),
        section(
          {
            heading: 'Save 5% with Autoship',
            body: 'Choose a schedule and never run out. Skip or cancel any time.',
            image: { url: '/content-assets/autoship.svg', alt: '' },
            buttons: [internal('How Autoship works', '/autoship')],
          },
          {
            heading: 'Free shipping over $49',
            body: 'Fast delivery from the warehouse nearest you.',
            image: { url: '/content-assets/shipping.svg', alt: '' },
            buttons: [internal('Shipping details', '/shipping')],
          },
        ),
      ],
    },
    {
      slug: 'cart',
      name: 'Cart',
      title: 'Shopping Cart',
      description: '',
      status: 'published',
      site: 'both',
      components: [
        carousel(
          'You might also like',
          'Round out your order with these favourites.',
          interleave(handles.cat, handles.dog, 6),
          'white',
        ),
      ],
    },
    {
      slug: 'error',
      name: 'ErrorPage',
      title: '404 Error',
      description: 'The page you were looking for could not be found.',
      status: 'published',
      site: 'both',
      components: [
        section({
          heading: 'Sorry, we can’t find that page',
          body: 'The page may have moved or no longer exists. Try one of these instead.',
          image: { url: '/content-assets/error-404.svg', alt: 'A puppy peeking out of an empty food bowl' },
          buttons: [
            internal('Back to Home', '/'),
            internal('Shop All Pet Food', '/products'),
            internal('Contact Us', '/contact-us'),
          ],
        }),
        carousel(
          'Popular right now',
          'While you are here, these are flying off the shelves.',
          mixed.slice(0, 6),
          'light-gray',
        ),
      ],
    },
    {
      slug: 'faq',
      name: 'Faq',
      title: 'Frequently Asked Questions',
      description: 'Answers about ordering, Autoship, shipping and returns.',
      status: 'published',
      site: 'both',
      components: [{ type: 'faq', heading: 'Frequently Asked Questions', items: FAQ_ITEMS }],
    },
    {
      slug: 'terms-and-conditions',
      name: 'TermsAndConditions',
      title: 'Terms and Conditions',
      staffTitle: 'Terms & Conditions',
      description: 'The terms that apply to every order.',
      status: 'published',
      site: 'both',
      components: [{ type: 'rich_text', html: TERMS_HTML }],
    },
    {
      slug: 'shipping',
      name: 'Shipping',
      title: 'Shipping Information',
      staffTitle: 'Shipping',
      description: 'Shipping rates, delivery times and where we deliver.',
      status: 'published',
      site: 'both',
      components: [{ type: 'rich_text', html: SHIPPING_HTML }],
    },
    {
      slug: 'about-us',
      name: 'AboutUs',
      title: 'About Us',
      description: 'Who we are and what we believe about pet nutrition.',
      status: 'published',
      site: 'both',
      components: [
        { type: 'rich_text', html: ABOUT_HTML },
        {
          type: 'video',
          videoId: 'M7lc1UVf-VE',
          title: 'How our food is made',
          poster: { url: '/content-assets/video-poster-kitchen.svg', alt: '' },
        },
      ],
    },
    {
      slug: 'autoship',
      name: 'Autoship',
      title: 'Autoship & Save',
      description: 'Save 5% on every Autoship order and never run out of food.',
      status: 'published',
      site: 'DTC',
      components: [
        section(
          {
            heading: 'Pick your food',
            body: 'Choose Autoship on any product page.',
            image: null,
            buttons: [],
          },
          {
            heading: 'Choose how often',
            body: 'Every 2 to 12 weeks; change it any time.',
            image: null,
            buttons: [],
          },
          {
            heading: 'Save 5% every time',
            body: 'The saving applies to every Autoship order.',
            image: null,
            buttons: [internal('Shop now', '/products')],
          },
        ),
      ],
    },
    {
      slug: 'staff-program',
      name: 'StaffProgram',
      title: 'Staff Feeding Program',
      description: 'Feeding benefits for clinic and shelter staff.',
      status: 'published',
      site: 'HPSF',
      components: [
        section({
          heading: 'Feeding benefits for your team',
          body: 'Staff members order at program pricing and choose delivery to home or to their clinic.',
          image: null,
          buttons: [internal('Browse the catalog', '/products')],
        }),
      ],
    },
    {
      slug: 'spring-sale',
      name: 'SpringSale',
      title: 'Spring Sale',
      description: 'Not yet published.',
      status: 'draft',
      site: 'both',
      components: [section({ heading: 'Spring Sale', body: 'Coming soon.', image: null, buttons: [] })],
    },
    {
      slug: 'holiday-2023',
      name: 'Holiday2023',
      title: 'Holiday Gift Guide 2023',
      description: 'An expired campaign.',
      status: 'archived',
      site: 'both',
      components: [
        section({
          heading: 'Holiday Gift Guide',
          body: 'Treats for every stocking.',
          image: null,
          buttons: [],
        }),
      ],
    },
    plp(
      'dog',
      'dog',
      'PlpDog',
      'Dog Food',
      'Complete nutrition for puppies, adults and seniors, in dry, wet and treat forms.',
      handles.dog.slice(0, 6),
    ),
    plp(
      'dog',
      'dog/dry-food',
      'PlpDogDryFood',
      'Dry Dog Food',
      'Crunchy kibble for every size and life stage.',
      [],
    ),
    plp(
      'dog',
      'dog/wet-food',
      'PlpDogWetFood',
      'Wet Dog Food',
      'Stews and loaves full of flavour and moisture.',
      [],
    ),
    plp(
      'dog',
      'dog/treats',
      'PlpDogTreats',
      'Dog Treats',
      'Wholesome rewards for training and everyday love.',
      [],
    ),
    plp(
      'cat',
      'cat',
      'PlpCat',
      'Cat Food',
      'Complete nutrition for kittens, adults and seniors, in dry, wet and treat forms.',
      handles.cat.slice(0, 6),
    ),
    plp(
      'cat',
      'cat/dry-food',
      'PlpCatDryFood',
      'Dry Cat Food',
      'Balanced kibble for indoor, urinary and hairball care.',
      [],
    ),
    plp(
      'cat',
      'cat/wet-food',
      'PlpCatWetFood',
      'Wet Cat Food',
      'Pâtés and minces cats come running for.',
      [],
    ),
    plp('cat', 'cat/treats', 'PlpCatTreats', 'Cat Treats', 'Crunchy and soft bites for every cat.', []),
  ];
}
