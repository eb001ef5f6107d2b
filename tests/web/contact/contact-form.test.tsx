import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInSite } from '../support/render-in-site';
import { ContactForm } from '../../../src/web/sections/contact-form/contact-form';

const RECIPIENTS = [
  { id: 1, topic: 'Support', email: 'support@example.com', active: true },
  { id: 2, topic: 'Sales', email: 'sales@example.com', active: true },
  { id: 3, topic: 'Press', email: 'press@example.com', active: true },
];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** fetch that lists the recipients and answers a POST with `post` (settled when released). */
function stubApi(
  post: () => Promise<Response>,
  recipients: () => Promise<Response> = async () => json({ content: RECIPIENTS }),
) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
    init?.method === 'POST' ? post() : recipients(),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderForm() {
  renderInSite(
    // A fresh cache per test, so one test's recipients never leak into the next.
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ContactForm />
    </SWRConfig>,
    { path: '/contact' },
  );
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: /Send message|Sending/ });

function fill() {
  fireEvent.change(field('Name'), { target: { value: 'Erika Muster' } });
  fireEvent.change(field('E-mail address'), { target: { value: 'erika@example.com' } });
  fireEvent.change(field('Your message'), { target: { value: 'Hello there' } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('contact form', () => {
  it('offers the active topics as radio buttons with Sales preselected', async () => {
    stubApi(async () => json({}, 201));
    renderForm();
    const sales = await screen.findByRole('radio', { name: 'Sales' });
    expect((sales as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByText('Your message goes to our Sales team.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Press' }));
    expect(screen.getByText('Your message goes to our Press team.')).toBeTruthy();
  });

  it('shows a topic the locale files do not know as stored, not as a text key', async () => {
    stubApi(
      async () => json({}, 201),
      async () =>
        json({
          content: [
            { id: 7, topic: 'Careers', email: 'jobs@example.com', active: true },
            { id: 8, topic: 'Wholesales EU', email: 'eu@example.com', active: true },
            { id: 9, topic: 'press', email: 'press@example.com', active: true },
          ],
        }),
    );
    renderForm();
    const labels = (await screen.findAllByRole('radio')).map((radio) => radio.closest('label'));
    expect(labels.map((label) => label?.textContent)).toEqual([
      'Careers',
      'Wholesales EU',
      'Press',
    ]);
    expect(document.body.textContent).not.toContain('contact-form.topics');
  });

  it('neither offers nor preselects an inactive recipient (SPEC §4)', async () => {
    stubApi(
      async () => json({}, 201),
      async () =>
        json({
          content: [
            { id: 2, topic: 'Sales', email: 'sales@example.com', active: false },
            { id: 3, topic: 'Press', email: 'press@example.com', active: true },
          ],
        }),
    );
    renderForm();
    const press = await screen.findByRole('radio', { name: 'Press' });
    expect((press as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('radio', { name: 'Sales' })).toBeNull();
    expect(screen.getByText('Your message goes to our Press team.')).toBeTruthy();
  });

  it('shows "Sending..." on a disabled button, then the success panel; "Send another message" brings the empty form back', async () => {
    let release!: (response: Response) => void;
    const fetchMock = stubApi(() => new Promise((resolve) => (release = resolve)));
    renderForm();
    await screen.findByRole('radio', { name: 'Sales' });
    fill();
    fireEvent.submit(submitButton().closest('form') as HTMLFormElement);
    await waitFor(() => expect(submitButton().textContent).toBe('Sending...'));
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    await act(async () => release(json({ id: 'x' }, 201)));
    // SPEC §8's sentence, in green, heads the panel; focus is on it (issue 37.3).
    const heading = await screen.findByRole('heading', {
      name: 'Thank you! Your message has been sent successfully.',
    });
    expect(heading.className).toContain('text-success');
    expect(document.activeElement).toBe(heading);
    expect(
      screen.getByText(
        'Our Sales team will get back to you personally – by e-mail to erika@example.com.',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Name')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Sales' })),
    );
    expect(field('Name').value).toBe('');
    expect(field('E-mail address').value).toBe('');
    expect(field('Your message').value).toBe('');
    expect(screen.queryByRole('heading', { name: /Thank you/ })).toBeNull();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({
      name: 'Erika Muster',
      email: 'erika@example.com',
      message: 'Hello there',
      topic: 'Sales',
      website: '',
    });
  });

  it('shows joined validation messages in red and keeps what was typed', async () => {
    stubApi(async () =>
      json(
        {
          message: 'Validation failed',
          status: 400,
          validationErrors: {
            name: 'must be at most 200 characters',
            email: 'must be a valid e-mail address',
          },
        },
        400,
      ),
    );
    renderForm();
    await screen.findByRole('radio', { name: 'Sales' });
    fill();
    fireEvent.submit(submitButton().closest('form') as HTMLFormElement);
    // Each message is named by the field's label on the page.
    const status = await screen.findByText(
      'Name: must be at most 200 characters, E-mail address: must be a valid e-mail address',
    );
    expect(status.className).toContain('text-danger');
    expect(field('Name').value).toBe('Erika Muster');
    expect(field('Your message').value).toBe('Hello there');
  });

  it('marks each field the server named (aria-invalid, a described-by message), focuses the first, unmarks it when edited', async () => {
    stubApi(async () =>
      json(
        {
          message: 'Validation failed',
          status: 400,
          validationErrors: {
            email: 'must be a valid e-mail address',
            message: 'must be at most 5000 characters',
            website: 'must be empty',
          },
        },
        400,
      ),
    );
    renderForm();
    await screen.findByRole('radio', { name: 'Sales' });
    fill();
    fireEvent.submit(submitButton().closest('form') as HTMLFormElement);
    await screen.findByText(/E-mail address: must be a valid e-mail address/);
    const email = field('E-mail address');
    const message = field('Your message');
    await waitFor(() => expect(document.activeElement).toBe(email));
    for (const [control, text] of [
      [email, 'Must be a valid e-mail address'],
      [message, 'Must be at most 5000 characters'],
    ] as const) {
      expect(control.getAttribute('aria-invalid')).toBe('true');
      const described = document.getElementById(control.getAttribute('aria-describedby') ?? '');
      expect(described?.textContent).toBe(text);
    }
    expect(field('Name').getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(email, { target: { value: 'erika@example.org' } });
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(email.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText('Must be a valid e-mail address')).toBeNull();
    expect(message.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the generic error when the API cannot be reached', async () => {
    stubApi(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderForm();
    await screen.findByRole('radio', { name: 'Sales' });
    fill();
    fireEvent.submit(submitButton().closest('form') as HTMLFormElement);
    await screen.findByText('There was an error sending your message. Please try again.');
    expect(field('E-mail address').value).toBe('erika@example.com');
  });

  it('logs a recipients failure, shows no topics and says the form cannot be sent', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi(
      async () => json({}, 201),
      async () => json({ message: 'An unexpected error occurred.' }, 500),
    );
    renderForm();
    await screen.findByText('The form cannot be sent right now.');
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    expect(log).toHaveBeenCalled();
  });

  it('keeps the honeypot hidden from people and screen readers', async () => {
    stubApi(async () => json({}, 201));
    renderForm();
    const honeypot = document.querySelector('input[name="website"]') as HTMLInputElement;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
