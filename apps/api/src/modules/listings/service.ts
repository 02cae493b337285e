import type { Database } from '../../db/client';
import type { AuthContext } from '../../http/auth-context';
import type { ListingImages } from '../../listing-engine/kind';
import { listingService } from '../../listing-engine/service';
import { attendanceService, type CalendarLinks } from './attendance';
import { opportunityKind } from './kinds/opportunities';
import { toolKind } from './kinds/tools';
import { trainingKind } from './kinds/trainings';
import { publisherState } from './publisher';
import { savedService } from './saved';

export interface ListingsDeps {
  db: Database;
  images: ListingImages;
  /** The platform's public address and the organiser's address, for training calendar files. */
  calendar: CalendarLinks;
}

export type ListingsService = ReturnType<typeof listingsService>;

/**
 * Partner publishing: tools/offers, opportunities and trainings through the listing engine, what trainings
 * add (attendance: registration, attendees, calendar files, reminders), 'Saved', and whether an account may publish.
 */
export function listingsService({ db, images, calendar }: ListingsDeps) {
  const tools = listingService(toolKind, { db, images });
  const opportunities = listingService(opportunityKind, { db, images });
  const trainings = listingService(trainingKind, { db, images });
  return {
    tools,
    opportunities,
    trainings,
    attendance: attendanceService(db, trainings, calendar),
    saved: savedService(db, { tool: tools, opportunity: opportunities, event: trainings }),
    publisherState: (auth: AuthContext) => publisherState(db, auth),
  };
}
