import type { AgentDetail, CreateEnquiryResponse, ExperienceDetail, Traveler } from '@safari/contract';

/** Navigation state of /enquiry-confirmation (traveller-side.md §2): the data arrives with the navigation. */
export interface EnquiryConfirmationState {
  experience?: Partial<ExperienceDetail> & { id: number } | null;
  agent?: Partial<AgentDetail> & { id: number } | null;
  traveler?: Traveler | null;
  fromOnboarding?: boolean;
  enquiry?: CreateEnquiryResponse | null;
}
