// @vitest-environment jsdom
import type { TApplication } from '@qabul/contract/application/response';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NextStep, type TJourney } from '@/features/application/components/next-step';
import { i18n, loadLanguage } from '@/lib/i18n';

const application = (status: TApplication['status'], reviews: Record<string, string> = {}) =>
  ({ id: 7, status, reviews }) as unknown as TApplication;

const none: TJourney = { permit: false, appeal: 'none' };

function show(status: TApplication['status'], journey: TJourney, reviews?: Record<string, string>) {
  render(
    <MemoryRouter>
      <NextStep
        application={application(status, reviews)}
        journey={journey}
        details={{ permit: <p>permit facts</p>, result: <p>result facts</p> }}
      />
    </MemoryRouter>,
  );
  const step = screen.getByTestId('next-step');
  const journeyBox = within(step).getByTestId('journey');
  return {
    current: journeyBox.dataset.current,
    steps: journeyBox.dataset.steps,
    links: within(step)
      .queryAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
    text: step.textContent ?? '',
    states: [...journeyBox.querySelectorAll('li')].map((li) => `${li.dataset.step}:${li.dataset.state}`),
  };
}

beforeAll(async () => {
  await loadLanguage('en');
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe("home's journey", () => {
  it('a draft is at its first step, to be filled in; no appeal step', () => {
    const shown = show('DRAFT', none);
    expect(shown.current).toBe('draft');
    expect(shown.steps).toBe('draft submitted accepted permit result');
    expect(shown.links).toEqual([['Fill in the application', '/home/application']]);
  });

  it('a rejection marks the decision step failed and leads to what to fix', () => {
    const shown = show('REJECTED', { ...none, appeal: 'eligible' }, { gpa: 'x', pinfl: 'y' });
    expect(shown.current).toBe('accepted');
    expect(shown.states.slice(0, 3)).toEqual(['draft:done', 'submitted:done', 'accepted:failed']);
    expect(shown.text).toContain('Rejected');
    expect(shown.text).toContain('remarks (2)');
    expect(shown.links).toEqual([
      ['See what to fix', '/home/remarks'],
      ['Send an appeal', '/home/appeal'],
    ]);
  });

  it('accepted without a permit waits for it; with one, shows when and where and opens it', () => {
    const waiting = show('ACCEPTED', none);
    expect(waiting.current).toBe('accepted');
    expect(waiting.text).toContain('The exam date and time will be sent by SMS');
    expect(waiting.links.map(([, href]) => href)).not.toContain('/home/allowance');
    cleanup();
    const permit = show('ACCEPTED', { ...none, permit: true });
    expect(permit.current).toBe('permit');
    // The permit says when: the banner no longer promises an SMS with the date.
    expect(permit.text).toContain('Your application has been accepted.');
    expect(permit.text).not.toContain('sent by SMS');
    expect(permit.text).toContain('permit facts');
    expect(permit.links).toEqual([['Open the exam permit', '/home/allowance']]);
  });

  it('after a "not recommended" result: the result, the appeal first, never the permit', () => {
    const shown = show('ACCEPTED', { permit: true, outcome: 'not_recommended', appeal: 'eligible' });
    expect(shown.current).toBe('result');
    expect(shown.steps).toBe('draft submitted accepted permit result appeal');
    expect(shown.states).toContain('result:failed');
    expect(shown.text).toContain('result facts');
    expect(shown.links).toEqual([
      ['Send an appeal', '/home/appeal'],
      ['See the result', '/home/result'],
    ]);
  });

  it('a recommended result has no appeal step; a sent appeal is the last stage', () => {
    const recommended = show('ACCEPTED', { permit: true, outcome: 'recommended', appeal: 'none' });
    expect(recommended.steps).toBe('draft submitted accepted permit result');
    expect(recommended.states).toContain('result:current');
    expect(recommended.links).toEqual([['See the result', '/home/result']]);
    cleanup();
    const appealed = show('ACCEPTED', { permit: true, outcome: 'not_recommended', appeal: 'answered' });
    expect(appealed.current).toBe('appeal');
    expect(appealed.text).toContain('Read the answer on the appeal page.');
    expect(appealed.links[0]).toEqual(['Open the appeal', '/home/appeal']);
  });

  it('an appeal against a rejection stays on the decision step, and is behind an application accepted since', () => {
    const rejected = show('REJECTED', { ...none, appeal: 'answered' }, { gpa: 'x' });
    expect(rejected.steps).toBe('draft submitted accepted permit result');
    expect(rejected.current).toBe('accepted');
    expect(rejected.links).toEqual([
      ['See what to fix', '/home/remarks'],
      ['Open the appeal', '/home/appeal'],
    ]);
    cleanup();
    const accepted = show('ACCEPTED', { ...none, appeal: 'answered' });
    expect(accepted.steps).toBe('draft submitted accepted permit result');
    expect(accepted.current).toBe('accepted');
    expect(accepted.states).toEqual([
      'draft:done',
      'submitted:done',
      'accepted:current',
      'permit:upcoming',
      'result:upcoming',
    ]);
    expect(accepted.text).toContain('The exam date and time will be sent by SMS');
    expect(accepted.links.map(([, href]) => href)).not.toContain('/home/appeal');
    cleanup();
    const withPermit = show('ACCEPTED', { permit: true, appeal: 'answered' });
    expect(withPermit.current).toBe('permit');
    cleanup();
    const recommended = show('ACCEPTED', { permit: true, outcome: 'recommended', appeal: 'answered' });
    expect(recommended.steps).toBe('draft submitted accepted permit result');
    expect(recommended.current).toBe('result');
  });
});
