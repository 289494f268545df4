import { AI_PANEL_TEXTS, aiPanelButton, premiumActiveLine, type ExplainAvailability, type Explanation, type TemplateReason } from '@calchub/api-contract';
import { categoryDisclaimers } from '@calchub/catalogue';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AiPanel } from './ai-panel.js';
import { PREMIUM_UNAVAILABLE_MESSAGE } from './explain-client.js';
import { startExplainTestServer, type ExplainTestServer, type TestReply } from '../../../testing/explain-test-server.js';

const LOAN_QUERY = 'loanAmount=10000&interestRate=7&loanTenure=3';
const AVAILABILITY = 'GET /api/explain/availability';
const EXPLAIN = 'POST /api/explain';
const PREMIUM = 'POST /api/explain/premium';
const UNAVAILABLE = 'AI explainer not available right now. Showing static insight only.';

const computed: Explanation = {
  text: 'A monthly payment of $308.77 is a manageable commitment.\nAt 6% instead of 7%, the payment would be $304.22.',
  source: 'template',
  reason: 'not_configured',
  assessment: 'A monthly payment of $308.77 is a manageable commitment.',
  whatIfs: ['At 6% instead of 7%, the payment would be $304.22.', 'Over 2 years instead of 3, the payment would be $447.73.'],
};
const fromAi: Explanation = {
  text: 'You would pay $308.77 a month.\nOver 3 years that is $11,115.75 in all.',
  source: 'ai',
  assessment: computed.assessment,
  whatIfs: computed.whatIfs,
};

let server: ExplainTestServer;

/** The jsdom page is given the test server's address, so the panel's requests reach it as they reach the site. */
function openPageAt(url: string) {
  (globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } }).jsdom.reconfigure({ url });
}

beforeAll(async () => {
  server = await startExplainTestServer();
  openPageAt(`${server.origin}/calculator/loan?${LOAN_QUERY}`);
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
  server.answer(AVAILABILITY, () => ({ status: 200, body: { ai: false, reason: 'not_configured' } }));
  server.answer(EXPLAIN, () => ({ status: 200, body: computed }));
  server.answer(PREMIUM, () => ({ status: 404, body: { message: 'There is no API endpoint POST /api/explain/premium.' } }));
});

/** A reply the test sends when it chooses, to look at the panel while it waits. */
function heldReply() {
  let send: (reply: TestReply) => void = () => undefined;
  const reply = new Promise<TestReply>((resolve) => (send = resolve));
  return { handler: () => reply, send: (value: TestReply) => act(async () => send(value)) };
}

function renderPanel(addressQuery = LOAN_QUERY) {
  const view = render(<Panel addressQuery={addressQuery} />);
  return { ...view, changeInputs: (query: string) => view.rerender(<Panel addressQuery={query} />) };
}

function Panel({ addressQuery }: { addressQuery: string }) {
  return (
    <MemoryRouter>
      <AiPanel slug="loan" importantNote={categoryDisclaimers.finance} addressQuery={addressQuery} />
    </MemoryRouter>
  );
}

/** The address the router is at. */
function Address() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="address">{`${pathname}${search}${hash}`}</output>;
}

function availableAs(availability: ExplainAvailability) {
  server.answer(AVAILABILITY, () => ({ status: 200, body: availability }));
}

describe('the panel under a result, without AI on offer', () => {
  it('offers "Show more insights", never an AI button, and shows the computed insights with the reason', async () => {
    const user = userEvent.setup();
    renderPanel();
    const button = await screen.findByRole('button', { name: 'Show more insights' });
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('What-ifs worked out from your numbers')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /AI/ })).toBeNull();

    await user.click(button);
    const card = await screen.findByRole('region', { name: 'Computed Insights' });
    expect(server.received.filter((request) => request.route === EXPLAIN).map((request) => request.body)).toEqual([
      { slug: 'loan', inputs: { loanAmount: '10000', interestRate: '7', loanTenure: '3' } },
    ]);
    expect(within(card).getByText(/not written by AI\. AI explanations are not set up on this site\.$/)).toBeTruthy();
    expect(within(card).getByText(computed.assessment)).toBeTruthy();
    expect(within(card).getAllByRole('listitem').map((item) => item.textContent)).toEqual(computed.whatIfs);
    expect(within(card).queryByText('AI Analysis')).toBeNull();
    expect(within(card).queryByRole('note', { name: 'AI Disclaimer' })).toBeNull();
    const note = within(card).getByRole('note', { name: 'Important Note' });
    expect(note.textContent).toContain(categoryDisclaimers.finance);
    expect(within(note).getByRole('link', { name: /^Learn more/ }).getAttribute('href')).toBe('/terms');
    // The button that had focus made way for the card: focus goes to its title, once the card's effect has run.
    await waitFor(() => expect(document.activeElement).toBe(within(card).getByRole('heading', { name: 'Computed Insights' })));
    expect(screen.queryByRole('button', { name: 'Show more insights' })).toBeNull();
  });

  it.each([
    ['quota', "You have used this month's free AI explanations."],
    ['budget', "This month's AI budget is used up."],
  ] as const)('says why beside the plain button when the %s is used up', async (reason, line) => {
    availableAs({ ai: false, reason, remaining: 0 });
    renderPanel();
    const button = await screen.findByRole('button', { name: 'Show more insights' });
    expect(screen.getByText(line)).toBeTruthy();
    expect(button.getAttribute('aria-describedby')?.split(' ')).toContain(screen.getByText(line).id);
  });

  it('adds no reason line beside the button when AI is simply off', async () => {
    availableAs({ ai: false, reason: 'ai_disabled' });
    renderPanel();
    await screen.findByRole('button', { name: 'Show more insights' });
    expect(screen.queryByText(/used up|free AI explanations/)).toBeNull();
  });

  it('offers the plain button when availability cannot be read, and shows no button while it is asked', async () => {
    const availability = heldReply();
    server.answer(AVAILABILITY, availability.handler);
    renderPanel();
    await waitFor(() => expect(server.received.map((request) => request.route)).toContain(AVAILABILITY));
    expect(screen.queryByRole('button', { name: /insights/i })).toBeNull();
    await availability.send({ status: 500, body: { message: 'Something went wrong on our side.' } });
    expect(await screen.findByRole('button', { name: 'Show more insights' })).toBeTruthy();
  });

  it('says "Working out your insights..." while waiting, never AI', async () => {
    const user = userEvent.setup();
    const explanation = heldReply();
    server.answer(EXPLAIN, explanation.handler);
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Show more insights' }));
    const waiting = screen.getByRole('button', { name: 'Working out your insights...' });
    expect(waiting.getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByText(/AI is analyzing/)).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')?.textContent).toContain('Working out your insights...');
    await explanation.send({ status: 200, body: computed });
    expect(await screen.findByRole('region', { name: 'Computed Insights' })).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
});

describe('the panel under a result, with AI on offer', () => {
  it('offers "Get AI-Powered Insights" with the quota left, waits as the spec says, then shows the AI Analysis', async () => {
    const user = userEvent.setup();
    availableAs({ ai: true, remaining: 3 });
    const explanation = heldReply();
    server.answer(EXPLAIN, explanation.handler);
    renderPanel();
    const button = await screen.findByRole('button', { name: 'Get AI-Powered Insights' });
    expect(button.textContent).toContain('Get personalized analysis and recommendations');
    expect(button.textContent).toContain('Try AI');
    expect(screen.getByText('3 AI explanations left this month')).toBeTruthy();

    await user.click(button);
    expect(screen.getByRole('button', { name: 'Analyzing your result...' })).toBe(button);
    const loading = screen.getByText('AI is analyzing your result...').closest('[aria-busy="true"]');
    expect(loading).toBeTruthy();
    expect(loading?.closest('[aria-live="polite"]')).toBeTruthy();

    await explanation.send({ status: 200, body: { ...fromAi, remaining: 2 } });
    const card = await screen.findByRole('region', { name: 'AI Analysis' });
    expect(within(card).getByText('You would pay $308.77 a month.')).toBeTruthy();
    expect(within(card).getByText('Over 3 years that is $11,115.75 in all.')).toBeTruthy();
    expect(within(card).getByRole('note', { name: 'AI Disclaimer' }).textContent).toMatch(/generated by AI for educational purposes only.*Consult a qualified professional/);
    expect(within(card).getByRole('note', { name: 'Important Note' }).textContent).toContain(categoryDisclaimers.finance);
    expect(within(card).queryByText(/not written by AI/)).toBeNull();
    expect(card.closest('[aria-live="polite"]')).toBeTruthy();
  });

  it('counts the quota down from the answer, and offers no AI button once none is left', async () => {
    const user = userEvent.setup();
    availableAs({ ai: true, remaining: 1 });
    server.answer(EXPLAIN, () => ({ status: 200, body: { ...fromAi, remaining: 0 } }));
    const { changeInputs } = renderPanel();
    expect(await screen.findByText('1 AI explanation left this month')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Get AI-Powered Insights' }));
    expect(await screen.findByRole('region', { name: 'AI Analysis' })).toBeTruthy();

    changeInputs('loanAmount=20000&interestRate=7&loanTenure=3');
    expect(await screen.findByRole('button', { name: 'Show more insights' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Get AI-Powered Insights' })).toBeNull();
    expect(screen.getByText("You have used this month's free AI explanations.")).toBeTruthy();
    expect(server.received.filter((request) => request.route === AVAILABILITY)).toHaveLength(1);
  });

  it.each<[TemplateReason, string, boolean]>([
    ['provider_error', 'The AI service did not answer, so these are worked out from your numbers.', true],
    ['unverified', 'The AI answer quoted a number we could not check, so it is not shown.', true],
    ['quota', "You have used this month's free AI explanations.", false],
    ['budget', "This month's AI budget is used up.", false],
    ['ai_disabled', 'AI explanations are switched off on this site.', false],
  ])('labels computed insights answered for %s as not AI, with the reason, and keeps AI on offer only when it still is', async (reason, line, stillOffered) => {
    const user = userEvent.setup();
    availableAs({ ai: true });
    server.answer(EXPLAIN, () => ({ status: 200, body: { ...computed, reason } }));
    const { changeInputs } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Get AI-Powered Insights' }));
    const card = await screen.findByRole('region', { name: 'Computed Insights' });
    expect(screen.queryByRole('region', { name: 'AI Analysis' })).toBeNull();
    expect(screen.getByTestId('computed-insights-reason').textContent).toBe(
      `These insights are worked out from your numbers by the calculator, not written by AI. ${line}`,
    );
    expect(within(card).queryByRole('note', { name: 'AI Disclaimer' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Copy' })).toBeTruthy();

    changeInputs('loanAmount=20000&interestRate=7&loanTenure=3');
    const next = await screen.findByRole('button', { name: stillOffered ? 'Get AI-Powered Insights' : 'Show more insights' });
    expect(next).toBeTruthy();
  });
});

describe('an answer and the inputs it explains', () => {
  it('hides the answer when an input changes, back to the button', async () => {
    const user = userEvent.setup();
    const { changeInputs } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Show more insights' }));
    expect(await screen.findByRole('region', { name: 'Computed Insights' })).toBeTruthy();
    changeInputs('loanAmount=10000&interestRate=7&loanTenure=4');
    expect(screen.queryByRole('region', { name: 'Computed Insights' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Show more insights' })).toBeTruthy();
  });

  it('drops an answer that arrives after the inputs have changed', async () => {
    const user = userEvent.setup();
    const explanation = heldReply();
    server.answer(EXPLAIN, explanation.handler);
    const { changeInputs } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Show more insights' }));
    changeInputs('loanAmount=10000&interestRate=8&loanTenure=3');
    expect(screen.getByRole('button', { name: 'Show more insights' }).getAttribute('aria-disabled')).toBeNull();
    await explanation.send({ status: 200, body: computed });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Computed Insights' })).toBeNull();
    // Going back to the inputs it explained does not bring it back either: it was dropped.
    changeInputs(LOAN_QUERY);
    expect(screen.queryByRole('region', { name: 'Computed Insights' })).toBeNull();
  });

  it('copies the answer\'s text and says "Copied!"', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Show more insights' }));
    const card = await screen.findByRole('region', { name: 'Computed Insights' });
    await user.click(within(card).getByRole('button', { name: 'Copy' }));
    expect(await within(card).findByRole('button', { name: 'Copied!' })).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(computed.text);
  });
});

describe('when the request fails', () => {
  it.each<[string, TestReply]>([
    ['a server error', { status: 500, body: { message: 'Something went wrong on our side.' } }],
    ['a refusal of the slug', { status: 400, body: { message: 'Unknown calculator "loan".', field: 'slug' } }],
    ['too many requests', { status: 429, body: { message: 'Too many requests: try again in a minute.' } }],
  ])('shows the static-insight notice on %s, and the button stays', async (_case, reply) => {
    const user = userEvent.setup();
    server.answer(EXPLAIN, () => reply);
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Show more insights' }));
    const notice = await screen.findByText(UNAVAILABLE);
    expect(notice.closest('[aria-live="polite"]')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show more insights' }).getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByRole('region', { name: /Insights|Analysis/ })).toBeNull();
  });

  it('says the explainer is not available when the request never reached the server while online (not offline), and the button stays', async () => {
    const user = userEvent.setup();
    server.answer(EXPLAIN, () => 'drop');
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Show more insights' }));
    const notice = await screen.findByText(UNAVAILABLE);
    expect(notice.closest('[aria-live="polite"]')).toBeTruthy();
    expect(screen.queryByText(AI_PANEL_TEXTS.offline)).toBeNull();
    expect(screen.getByRole('button', { name: 'Show more insights' }).getAttribute('aria-disabled')).toBeNull();
  });

  it("shows the server's message when it refuses an input", async () => {
    const user = userEvent.setup();
    server.answer(EXPLAIN, () => ({ status: 400, body: { message: 'Loan tenure must be at most 50 years.', field: 'inputs.loanTenure' } }));
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Show more insights' }));
    expect(await screen.findByText('Loan tenure must be at most 50 years.')).toBeTruthy();
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
  });
});

describe('without a connection', () => {
  let online = true;
  // jsdom is always online: the page's navigator says what the test chooses, and the events tell the panel.
  beforeAll(() => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online }));
  afterAll(() => Reflect.deleteProperty(navigator, 'onLine'));
  beforeEach(() => {
    online = true;
  });

  function goOffline() {
    online = false;
    act(() => void window.dispatchEvent(new Event('offline')));
  }
  function goOnline() {
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
  }

  it('says insights need a connection instead of offering the button, and offers it again once back online', async () => {
    renderPanel();
    await screen.findByRole('button', { name: 'Show more insights' });
    goOffline();
    expect(screen.getByRole('status').textContent).toBe(AI_PANEL_TEXTS.offline);
    expect(screen.queryByRole('button', { name: 'Show more insights' })).toBeNull();

    server.answer(AVAILABILITY, () => ({ status: 200, body: { ai: true, remaining: 3 } }));
    const asked = server.received.filter(({ route }) => route === AVAILABILITY).length;
    goOnline();
    // Availability is asked again: it may have changed while the visitor was away.
    expect(await screen.findByRole('button', { name: /Get AI-Powered Insights/ })).toBeTruthy();
    expect(server.received.filter(({ route }) => route === AVAILABILITY).length).toBe(asked + 1);
    expect(screen.queryByText(AI_PANEL_TEXTS.offline)).toBeNull();
  });

  it('says it once when the connection went during the request, and drops that notice once back online', async () => {
    const user = userEvent.setup();
    server.answer(EXPLAIN, () => {
      online = false;
      return 'drop';
    });
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Show more insights' }));
    await screen.findByText(AI_PANEL_TEXTS.offline);
    goOffline();
    // Said once, in place of the button.
    expect(screen.getAllByText(AI_PANEL_TEXTS.offline)).toHaveLength(1);
    goOnline();
    expect(await screen.findByRole('button', { name: 'Show more insights' })).toBeTruthy();
    expect(screen.queryByText(AI_PANEL_TEXTS.offline)).toBeNull();
  });
});

describe('"Have a premium code?"', () => {
  async function openPremium(user: ReturnType<typeof userEvent.setup>) {
    renderPanel();
    await screen.findByRole('button', { name: 'Show more insights' });
    await user.click(screen.getByText('Have a premium code?'));
    return screen.getByRole('textbox', { name: 'Premium code' });
  }

  it("shows the server's message next to the field for a wrong code, and keeps what was typed", async () => {
    const user = userEvent.setup();
    server.answer(PREMIUM, () => ({
      status: 400,
      body: { message: 'This premium code is not valid: it may be mistyped, expired or revoked.', field: 'code' },
    }));
    const field = await openPremium(user);
    await user.type(field, 'WRONG-CODE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This premium code is not valid: it may be mistyped, expired or revoked.');
    expect(field.getAttribute('aria-describedby')).toBe(alert.id);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect((field as HTMLInputElement).value).toBe('WRONG-CODE');
    expect(server.received.find((request) => request.route === PREMIUM)?.body).toEqual({ code: 'WRONG-CODE' });
  });

  it('says so plainly when the site cannot check codes', async () => {
    const user = userEvent.setup();
    const field = await openPremium(user);
    await user.type(field, 'SOME-CODE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe(PREMIUM_UNAVAILABLE_MESSAGE);
  });

  it('asks for a code before sending an empty one', async () => {
    const user = userEvent.setup();
    await openPremium(user);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Premium code is required: enter the code you were given.');
    expect(server.received.some((request) => request.route === PREMIUM)).toBe(false);
  });

  it('says until when premium lasts, and asks availability again', async () => {
    const user = userEvent.setup();
    server.answer(PREMIUM, () => ({ status: 200, body: { premium: true, expires_at: '2027-01-31T00:00:00.000Z' } }));
    const field = await openPremium(user);
    availableAs({ ai: true, premium: true });
    await user.type(field, 'GOOD-CODE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('status')).textContent).toBe(premiumActiveLine(new Date('2027-01-31T00:00:00.000Z')));
    expect(await screen.findByRole('button', { name: 'Get AI-Powered Insights' })).toBeTruthy();
    expect(server.received.filter((request) => request.route === AVAILABILITY)).toHaveLength(2);
  });

  it('says "Premium active", without a date, when the server knows this visitor as premium', async () => {
    const user = userEvent.setup();
    availableAs({ ai: true, premium: true });
    renderPanel();
    await screen.findByRole('button', { name: 'Get AI-Powered Insights' });
    const summary = screen.getByText('Have a premium code?', { exact: false });
    expect(summary.textContent).toBe('Have a premium code? Premium active');
    await user.click(summary);
    expect(screen.getByRole('status').textContent).toBe('Premium active');
  });

  it('says nothing of premium for a visitor who is not', async () => {
    availableAs({ ai: true, remaining: 2, premium: false });
    renderPanel();
    await screen.findByRole('button', { name: 'Get AI-Powered Insights' });
    expect(screen.queryByText(/Premium active/)).toBeNull();
  });
});

describe("the panel's texts", () => {
  // The admin's visitor preview draws its button from the same `aiPanelButton`; these hold the panel to it.
  it('draws the AI button from the shared texts: title, subtitle, "Try AI" and the quota left', async () => {
    availableAs({ ai: true, remaining: 3 });
    renderPanel();
    const expected = aiPanelButton({ ai: true, remaining: 3 });
    const button = await screen.findByRole('button', { name: expected.title });
    expect(button.textContent).toBe(`${expected.title}${expected.subtitle}${expected.callToAction}`);
    expect(expected.title).toBe(AI_PANEL_TEXTS.aiButton);
    expect(screen.getByText(expected.remainingLine ?? '')).toBeTruthy();
  });

  it.each(['quota', 'budget', 'ai_disabled', 'not_configured'] as const)('draws the plain button and its reason line from the shared texts (%s)', async (reason) => {
    availableAs({ ai: false, reason });
    renderPanel();
    const expected = aiPanelButton({ ai: false, reason });
    const button = await screen.findByRole('button', { name: expected.title });
    expect(button.textContent).toBe(`${expected.title}${expected.subtitle}`);
    if (expected.reasonLine) expect(screen.getByText(expected.reasonLine).id).not.toBe('');
    else expect(screen.queryByText(/used up|free AI explanations/)).toBeNull();
  });
});

describe('arriving by "Try AI Explainer" (#ai-insights)', () => {
  it('scrolls the panel into view as it shows, then leaves the anchor out of the address', async () => {
    const scrolled: Element[] = [];
    // jsdom lays nothing out and has no scrollIntoView; this records which element the page asked to see.
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    try {
      render(
        <MemoryRouter initialEntries={[`/calculator/loan?${LOAN_QUERY}#ai-insights`]}>
          <Address />
          <AiPanel slug="loan" importantNote={categoryDisclaimers.finance} addressQuery={LOAN_QUERY} />
        </MemoryRouter>,
      );
      await screen.findByRole('button', { name: 'Show more insights' });
      expect(scrolled.map((element) => element.id)).toEqual(['ai-insights']);
      expect(screen.getByTestId('address').textContent).toBe(`/calculator/loan?${LOAN_QUERY}`);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('leaves the page where it is without the anchor', async () => {
    render(
      <MemoryRouter initialEntries={[`/calculator/loan?${LOAN_QUERY}`]}>
        <Address />
        <AiPanel slug="loan" importantNote={categoryDisclaimers.finance} addressQuery={LOAN_QUERY} />
      </MemoryRouter>,
    );
    // jsdom has no scrollIntoView: calling it would throw.
    expect(await screen.findByRole('button', { name: 'Show more insights' })).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe(`/calculator/loan?${LOAN_QUERY}`);
  });
});
