/**
 * Analytics events of traveller-side.md §3/§7. Placeholder: the traveller-pages issue implements consent,
 * GA4 loading and page views behind this same interface; callers never change.
 */
export type AnalyticsEvent =
  | 'page_view'
  | 'onboarding_start'
  | 'onboarding_step_complete'
  | 'onboarding_complete'
  | 'onboarding_abandon'
  | 'experience_view'
  | 'experience_enquiry'
  | 'experience_search'
  | 'experience_filter'
  | 'agent_view'
  | 'agent_enquiry'
  | 'email_signup'
  | 'preferences_update'
  | 'search_performed'
  | 'api_error'
  | 'form_error';

export interface AnalyticsParams {
  user_id?: string | null;
  experience_id?: number | string | null;
  agent_id?: number | string | null;
  step_number?: number;
  section?: string;
  error_message?: string;
  [key: string]: unknown;
}

export function trackEvent(_name: AnalyticsEvent, _params: AnalyticsParams = {}): void {}
