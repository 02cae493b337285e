/**
 * The kinds of support a creative or creative business can ask for,
 * with guiding questions shown next to the 'details' box for each one.
 */

export type NeedType = 'training' | 'funding' | 'tools' | 'market_access';

export interface NeedTypeInfo {
  readonly id: NeedType;
  readonly label: string;
  readonly questions: readonly string[];
}

export const NEED_TYPES: readonly NeedTypeInfo[] = [
  {
    id: 'training',
    label: 'Training',
    questions: [
      'What skill would you like to learn or improve?',
      'Would you prefer to learn online, in person, or both?',
      'Have you taken any training in this skill before?',
    ],
  },
  {
    id: 'funding',
    label: 'Funding',
    questions: [
      'How much funding do you need, roughly, in naira?',
      'What will you use it for?',
      'Have you received a grant or loan before?',
    ],
  },
  {
    id: 'tools',
    label: 'Tools',
    questions: [
      'Which tools, equipment or software do you need?',
      'How will these tools help your work?',
      'Do you have any of these tools already?',
    ],
  },
  {
    id: 'market_access',
    label: 'Market access',
    questions: [
      'What products or services do you want to sell?',
      'Who are the buyers you want to reach, in Nigeria or abroad?',
      'Where do you sell your work today?',
    ],
  },
] as const;
