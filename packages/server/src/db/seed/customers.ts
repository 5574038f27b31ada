/** The demo organisations. Later generators (survey, media, ...) extend each by its code. */
export interface DemoCustomer {
  code: string;
  name: string;
  industry: string;
  competitors: { name: string; aliases: string[] }[];
}

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    code: 'GRILLD',
    name: "Grill'd",
    industry: 'Restaurants',
    competitors: [
      { name: 'Burger Project', aliases: ['Burger Project'] },
      { name: 'Betty’s Burgers', aliases: ["Betty's Burgers", 'Bettys Burgers'] },
      { name: 'Huxtaburger', aliases: ['Huxtaburger', 'Huxta'] },
    ],
  },
  {
    code: 'NORTHBANK',
    name: 'Northbank Financial',
    industry: 'Banking',
    competitors: [
      { name: 'Harbour Bank', aliases: ['Harbour Bank'] },
      { name: 'Civic Mutual', aliases: ['Civic Mutual'] },
      { name: 'Summit Credit', aliases: ['Summit Credit'] },
    ],
  },
  {
    code: 'VOLTA',
    name: 'Volta Energy',
    industry: 'Utilities',
    competitors: [
      { name: 'Brightgrid', aliases: ['Brightgrid', 'Bright Grid'] },
      { name: 'Solace Power', aliases: ['Solace Power'] },
      { name: 'Terra Utilities', aliases: ['Terra Utilities'] },
    ],
  },
  {
    code: 'MERIDIAN',
    name: 'Meridian Health',
    industry: 'Healthcare',
    competitors: [
      { name: 'Crestview Care', aliases: ['Crestview Care', 'Crestview'] },
      { name: 'Lumen Medical', aliases: ['Lumen Medical'] },
      { name: 'Oakline Health', aliases: ['Oakline Health', 'Oakline'] },
    ],
  },
  {
    code: 'ORBIT',
    name: 'Orbit Telecom',
    industry: 'Telecommunications',
    competitors: [
      { name: 'Pulse Mobile', aliases: ['Pulse Mobile'] },
      { name: 'Skyline Networks', aliases: ['Skyline Networks', 'Skyline'] },
      { name: 'Wavelink', aliases: ['Wavelink'] },
    ],
  },
];
