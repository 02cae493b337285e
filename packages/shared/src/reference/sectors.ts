/**
 * Creative-sector groups and the categories inside each group.
 * Used for the sector/category pickers on sign-up and profile forms,
 * and for filters in the directory.
 */

export interface SectorGroup {
  readonly id: string;
  readonly name: string;
  readonly categories: readonly string[];
}

export const SECTOR_GROUPS: readonly SectorGroup[] = [
  {
    id: 'music-performing-arts',
    name: 'Music & Performing Arts',
    categories: [
      'Afrobeats Artist',
      'Gospel Musician',
      'Fuji/Juju Musician',
      'Highlife Musician',
      'Instrumentalist',
      'Dancer/Choreographer',
      'Stage Actor',
      'Comedian/Stand-up',
      'Spoken Word Poet',
      'Theatre Director',
      'Master of Ceremonies (MC)',
      'Traditional Drummer',
    ],
  },
  {
    id: 'film-tv',
    name: 'Film & TV',
    categories: [
      'Nollywood Actor',
      'Film Director',
      'Screenwriter',
      'Cinematographer',
      'Film Editor',
      'Producer',
      'Makeup & SFX Artist',
      'Costume Designer',
      'Set Designer',
      'Sound Recordist',
      'Casting Director',
      'TV Presenter',
    ],
  },
  {
    id: 'visual-arts-crafts',
    name: 'Visual Arts & Crafts',
    categories: [
      'Painter',
      'Sculptor',
      'Photographer',
      'Illustrator',
      'Printmaker',
      'Muralist',
      'Ceramic Artist',
      'Mixed Media Artist',
      'Calligrapher',
      'Art Curator',
    ],
  },
  {
    id: 'writing-and-publishing',
    name: 'Writing and Publishing',
    categories: [
      'Author',
      'Editor',
      'Publisher',
      'Journalist',
      'Copywriter',
      'Translator',
      'Book Designer',
      'Bookseller',
      'Proofreader',
    ],
  },
  {
    id: 'advertising-and-marketing',
    name: 'Advertising and Marketing',
    categories: [
      'Brand Strategist',
      'Creative Director',
      'Art Director',
      'Advertising Copywriter',
      'Social Media Manager',
      'Digital Marketer',
      'Public Relations Specialist',
      'Media Buyer',
      'Influencer/Content Promoter',
    ],
  },
  {
    id: 'broadcasting',
    name: 'Broadcasting',
    categories: [
      'Radio Presenter/OAP',
      'TV Presenter',
      'News Anchor',
      'Broadcast Producer',
      'Broadcast Engineer',
      'Camera Operator',
      'Podcaster',
      'Voice-over Artist',
      'Sports Commentator',
    ],
  },
  {
    id: 'software-and-interactive-media',
    name: 'Software and Interactive Media',
    categories: [
      'Game Developer',
      'Game Designer',
      'Mobile App Developer',
      'Web Developer',
      'UI/UX Designer',
      '3D Artist',
      'Animator',
      'AR/VR Developer',
      'Edtech Content Creator',
    ],
  },
  {
    id: 'cultural-heritage',
    name: 'Cultural Heritage',
    categories: [
      'Museum Curator',
      'Archivist',
      'Heritage Conservator',
      'Historian/Researcher',
      'Traditional Storyteller',
      'Oral Historian',
      'Masquerade Performer',
      'Cultural Troupe Leader',
      'Heritage Site Guide',
    ],
  },
  {
    id: 'crafts-and-folk-arts',
    name: 'Crafts and Folk Arts',
    categories: [
      'Potter',
      'Wood Carver',
      'Basket Weaver',
      'Calabash Carver',
      'Blacksmith',
      'Brass/Bronze Caster',
      'Leather Worker',
      'Mat Weaver',
      'Glass Bead Maker',
      'Cloth Weaver',
    ],
  },
  {
    id: 'culinary-arts',
    name: 'Culinary Arts',
    categories: [
      'Chef',
      'Caterer',
      'Baker/Cake Artist',
      'Food Blogger',
      'Small Chops Vendor',
      'Pastry Chef',
      'Food Stylist',
      'Traditional Cuisine Specialist',
      'Mixologist',
      'Food Photographer',
    ],
  },
  {
    id: 'music-and-sound-recording',
    name: 'Music and Sound Recording',
    categories: [
      'Music Producer/Beatmaker',
      'Sound Engineer',
      'Mixing & Mastering Engineer',
      'Recording Studio Owner',
      'Songwriter',
      'Session Musician',
      'DJ',
      'Record Label Executive',
      'Artist Manager',
    ],
  },
  {
    id: 'creative-writing',
    name: 'Creative Writing',
    categories: [
      'Novelist',
      'Poet',
      'Short Story Writer',
      'Playwright',
      'Scriptwriter',
      "Children's Book Writer",
      'Blogger',
      'Ghostwriter',
      'Lyricist',
    ],
  },
  {
    id: 'digital-media',
    name: 'Digital Media',
    categories: [
      'Content Creator',
      'YouTuber/Vlogger',
      'Skit Maker',
      'Graphic Designer',
      'Video Editor',
      'Motion Graphics Designer',
      'Digital Illustrator',
      'Podcaster',
      'Social Media Influencer',
      'Drone Photographer',
    ],
  },
  {
    id: 'art-education',
    name: 'Art Education',
    categories: [
      'Art Teacher',
      'Music Teacher',
      'Dance Instructor',
      'Drama Teacher',
      'Creative Workshop Facilitator',
      'Art Lecturer',
      'Vocational Skills Trainer',
      'Arts Mentor',
    ],
  },
  {
    id: 'cultural-events-and-festivals',
    name: 'Cultural Events and Festivals',
    categories: [
      'Event Planner',
      'Festival Organiser',
      'Event Decorator',
      'Stage & Lighting Technician',
      'Sound & PA Provider',
      'Carnival Costume Maker',
      'Event MC/Host',
      'Ushering & Hospitality Services',
      'Event Photographer',
    ],
  },
  {
    id: 'creative-entrepreneurship',
    name: 'Creative Entrepreneurship',
    categories: [
      'Creative Business Owner',
      'Talent Manager',
      'Creative Agency Founder',
      'Creative Hub Manager',
      'Arts Administrator',
      'Creative Consultant',
      'Entertainment Lawyer',
      'Art Dealer/Gallery Owner',
    ],
  },
  {
    id: 'creative-tourism',
    name: 'Creative Tourism',
    categories: [
      'Tour Guide',
      'Cultural Tour Operator',
      'Travel Content Creator',
      'Souvenir Maker',
      'Heritage Homestay Host',
      'Craft Village Host',
      'Festival Tour Organiser',
    ],
  },
  {
    id: 'architecture-design',
    name: 'Architecture & Design',
    categories: [
      'Architect',
      'Interior Designer',
      'Landscape Architect',
      'Product Designer',
      'Furniture Designer',
      'Industrial Designer',
      '3D Visualiser',
      'Urban Planner',
    ],
  },
  {
    id: 'fashion-design',
    name: 'Fashion Design',
    categories: [
      'Adire/Tie-Dye Maker',
      'Aso-Oke Weaver',
      'Tailor/Bespoke Tailoring',
      'Fashion Designer',
      'Fashion Stylist',
      'Bead Maker',
      'Shoe & Leather Designer',
      'Textile Designer',
      'Milliner/Gele Tier',
      'Fashion Illustrator',
      'Model',
      'Jewellery Designer',
    ],
  },
] as const;

export const SECTOR_GROUP_NAMES: readonly string[] = SECTOR_GROUPS.map((g) => g.name);

/**
 * Returns the categories for a sector group, looked up by its name or its id
 * (case-insensitive, surrounding spaces ignored). Returns an empty array when
 * the group is unknown.
 */
export function categoriesFor(groupNameOrId: string): readonly string[] {
  const key = groupNameOrId.trim().toLowerCase();
  if (key === '') {
    return [];
  }
  const group = SECTOR_GROUPS.find((g) => g.id === key || g.name.toLowerCase() === key);
  return group ? group.categories : [];
}
