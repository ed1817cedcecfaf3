/**
 * What the public pages show of a facilitator (the home page's team, the directory, a profile and its workshop
 * history, reviews): the server selects exactly these fields, never an email, phone or rate.
 */
import type { Bilingual, BilingualList } from "../localized-text";
import type { WorkshopStatus } from "../workshops/registrations";

export interface TeamFacilitator {
  id: string;
  firstName: string;
  lastName: string;
  specialties: BilingualList;
  bio: Bilingual;
  linkedin: string | null;
  website: string | null;
  profileImageUrl: string | null;
}

export interface PublicFacilitator {
  id: string;
  firstName: string;
  lastName: string;
  addressForm: "feminine" | "masculine" | null;
  profileImageUrl: string | null;
  location: string | null;
  bio: Bilingual;
  specialties: BilingualList;
  yearsExperience: number | null;
  languages: string[];
  certifications: BilingualList;
}

export interface FacilitatorWorkshop {
  id: string;
  title: Bilingual;
  status: Extract<WorkshopStatus, "published" | "completed">;
  date: string | null;
  startTime: string | null;
  endTime: string | null;
  location: string | null;
}

export interface PublicReview {
  id: string;
  participantName: string;
  workshopTitle: string | null;
  comment: string;
  rating: number;
  reviewDate: string;
  /** From the feedback of a participant who was checked in, approved by staff: only these make the rating. */
  verified: boolean;
}

export interface ReviewSummary {
  reviews: PublicReview[];
  /** How many verified reviews make the rating. */
  count: number;
  /** The verified reviews' mean rating rounded to one decimal, or null without any. */
  average: number | null;
}
