import { CONTACT_LIMITS, CONTACT_PROBLEMS } from '@shop/identity';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi, jsonResponse, type FakeApiHandler } from '../../../testing/fake-api';
import { renderWithSite } from '../../../testing/render-with-site';
import { ContactForm } from './contact-form';

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

function fakeApi(handler: FakeApiHandler) {
  const api = installFakeApi(handler);
  restore = api.restore;
  return api;
}

const field = {
  name: () => screen.getByRole('textbox', { name: 'Name' }),
  email: () => screen.getByRole('textbox', { name: 'Email address' }),
  topic: () => screen.getByRole('combobox', { name: 'What is your message about?' }),
  orderNumber: () => screen.getByRole('textbox', { name: 'Order number (optional)' }),
  message: () => screen.getByRole('textbox', { name: 'Message' }),
  send: () => screen.getByRole('button', { name: /Send message|Sending/ }),
};

async function fillIn({ orderNumber = '' } = {}) {
  const user = userEvent.setup();
  await user.type(field.name(), '  Ada Lovelace ');
  await user.type(field.email(), 'ada@example.com');
  await user.selectOptions(field.topic(), 'An order');
  if (orderNumber) await user.type(field.orderNumber(), orderNumber);
  await user.type(field.message(), 'Where is my order?');
  return user;
}

describe('ContactForm', () => {
  it('refuses to send an empty form: every problem shown, focus on the first, nothing sent', async () => {
    const api = fakeApi(() => jsonResponse({ status: 'received', reference: 'C-0000AAAA' }));
    renderWithSite(<ContactForm />);

    await userEvent.click(field.send());

    expect(field.name()).toHaveFocus();
    expect(field.name()).toHaveAttribute('aria-invalid', 'true');
    expect(field.name()).toHaveAccessibleDescription(CONTACT_PROBLEMS.nameMissing);
    expect(field.email()).toHaveAccessibleDescription(CONTACT_PROBLEMS.emailInvalid);
    expect(field.topic()).toHaveAccessibleDescription(CONTACT_PROBLEMS.topicMissing);
    expect(field.message()).toHaveAccessibleDescription(
      `0 of 5,000 characters ${CONTACT_PROBLEMS.messageMissing}`,
    );
    expect(field.orderNumber()).not.toHaveAttribute('aria-invalid');
    expect(api.requests).toHaveLength(0);
  });

  it('shows a problem once its field is left, and clears it when fixed', async () => {
    fakeApi(() => jsonResponse({}));
    renderWithSite(<ContactForm />);
    const user = userEvent.setup();

    await user.type(field.email(), 'ada@example');
    expect(field.email()).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(field.email()).toHaveAccessibleDescription(CONTACT_PROBLEMS.emailInvalid);
    // Untouched fields stay quiet.
    expect(field.name()).not.toHaveAttribute('aria-invalid');

    await user.type(field.email(), '.com');
    expect(field.email()).not.toHaveAttribute('aria-invalid');

    await user.type(field.orderNumber(), 'ORDER-1');
    await user.tab();
    expect(field.orderNumber()).toHaveAccessibleDescription(
      `As it appears on your order confirmation, for example #1001. ${CONTACT_PROBLEMS.orderNumberInvalid}`,
    );
  });

  it('counts the message and says when it is too long', async () => {
    fakeApi(() => jsonResponse({}));
    renderWithSite(<ContactForm />);

    await userEvent.type(field.message(), 'Hello');
    expect(screen.getByText('5 of 5,000 characters')).toBeInTheDocument();

    fireEvent.change(field.message(), { target: { value: 'm'.repeat(CONTACT_LIMITS.message + 1) } });
    fireEvent.blur(field.message());
    expect(screen.getByText('5,001 of 5,000 characters')).toBeInTheDocument();
    expect(field.message()).toHaveAccessibleDescription(
      `5,001 of 5,000 characters ${CONTACT_PROBLEMS.messageTooLong}`,
    );
  });

  it('sends the trimmed form inside data, shows progress, then the reference and a way to send another', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = fakeApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithSite(<ContactForm />);
    const user = await fillIn();

    await user.click(field.send());

    expect(field.send()).toBeDisabled();
    expect(field.send()).toHaveTextContent('Sending…');
    expect(screen.getByRole('status')).toHaveTextContent('Sending your message…');
    await waitFor(() => expect(api.requests).toHaveLength(1));
    const request = api.requests[0];
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/send-contact-us');
    expect(await request.clone().json()).toEqual({
      data: { name: 'Ada Lovelace', email: 'ada@example.com', topic: 'order', message: 'Where is my order?' },
    });

    answer(jsonResponse({ status: 'received', reference: 'C-7K3M9QXA' }));

    const heading = await screen.findByRole('heading', { name: 'Thank you, we have your message' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('C-7K3M9QXA')).toBeInTheDocument();
    expect(screen.getByText(/A confirmation is on its way to ada@example\.com/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(field.name()).toHaveValue('  Ada Lovelace ');
    expect(field.email()).toHaveValue('ada@example.com');
    expect(field.message()).toHaveValue('');
    expect(field.topic()).toHaveValue('');
    expect(field.send()).toBeEnabled();
  });

  it('sends an order number when one is given', async () => {
    const api = fakeApi(() => jsonResponse({ status: 'received', reference: 'C-7K3M9QXA' }));
    renderWithSite(<ContactForm />);
    const user = await fillIn({ orderNumber: '#1001' });
    await user.click(field.send());
    await screen.findByRole('heading', { name: 'Thank you, we have your message' });
    expect((await api.requests[0].clone().json()).data.orderNumber).toBe('#1001');
  });

  it("shows the API's refusal (429 included) and keeps what was written", async () => {
    const message =
      'We already have 5 messages from this email address in the last hour. Please try again in 42 minutes.';
    fakeApi(() => jsonResponse({ statusCode: 429, code: 'TOO_MANY_MESSAGES', message }, 429));
    renderWithSite(<ContactForm />);
    const user = await fillIn();

    await user.click(field.send());

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field.message()).toHaveValue('Where is my order?');
    expect(field.send()).toBeEnabled();
    expect(field.send()).toHaveTextContent('Send message');
  });

  it('says what to do when the shop cannot be reached', async () => {
    fakeApi(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithSite(<ContactForm />);
    const user = await fillIn();

    await user.click(field.send());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the shop. Check your connection and try again.',
    );
  });

  it('hides the spam trap from people and sends what a bot writes in it', async () => {
    const api = fakeApi(() => jsonResponse({ status: 'received', reference: 'C-7K3M9QXA' }));
    const { container } = renderWithSite(<ContactForm />);
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /Leave this field empty/ })).toBeNull();

    const user = await fillIn();
    fireEvent.change(trap as HTMLInputElement, { target: { value: 'http://pills.example' } });
    await user.click(field.send());

    await screen.findByRole('heading', { name: 'Thank you, we have your message' });
    expect((await api.requests[0].clone().json()).data.website).toBe('http://pills.example');
  });

  it('is sent from the keyboard alone', async () => {
    const api = fakeApi(() => jsonResponse({ status: 'received', reference: 'C-7K3M9QXA' }));
    renderWithSite(<ContactForm />);
    const user = userEvent.setup();

    await user.tab();
    expect(field.name()).toHaveFocus();
    await user.keyboard('Ada');
    await user.tab();
    await user.keyboard('ada@example.com');
    await user.tab();
    expect(field.topic()).toHaveFocus();
    await user.selectOptions(field.topic(), 'product');
    await user.tab();
    expect(field.orderNumber()).toHaveFocus();
    await user.tab();
    expect(field.message()).toHaveFocus();
    await user.keyboard('Is it grain free?');
    // The spam trap is skipped: the next stop is the send button.
    await user.tab();
    expect(field.send()).toHaveFocus();
    await user.keyboard('{Enter}');

    await screen.findByRole('heading', { name: 'Thank you, we have your message' });
    expect((await api.requests[0].clone().json()).data.topic).toBe('product');
  });
});
