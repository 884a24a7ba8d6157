import { sendContactUsMutation } from '@shop/api-client';

/**
 * Sends the contact form (POST /api/send-contact-us). Never retried: a second try of a message
 * that did arrive would reach support twice (the client already never retries a POST).
 */
export function sendContactMessageMutation() {
  return sendContactUsMutation();
}
