/** The application the wizard builds step by step (agent-side.md §3 "Agent application"). */
export interface ApplicationData {
  contact_email: string;
  company_name: string;
  contact_person_name: string;
  contact_person_position: string | null;
  whatsapp_phone: string | null;
  website: string | null;
  address: string | null;
  location: string;
  has_license: boolean;
  differentiation_answer: string;
  sustainability_answer: string;
  instagram_handle: string | null;
  facebook_handle: string | null;
  other_social_media: Record<string, string> | null;
  willing_to_share_media: boolean;
}

export const EMPTY_APPLICATION: ApplicationData = {
  contact_email: '',
  company_name: '',
  contact_person_name: '',
  contact_person_position: null,
  whatsapp_phone: null,
  website: null,
  address: null,
  location: '',
  has_license: false,
  differentiation_answer: '',
  sustainability_answer: '',
  instagram_handle: null,
  facebook_handle: null,
  other_social_media: null,
  willing_to_share_media: false,
};

/** What the confirmation page receives as navigation state. */
export interface ConfirmationState {
  inquiryNumber: string;
  application: ApplicationData;
}

export const TOTAL_STEPS = 6;

