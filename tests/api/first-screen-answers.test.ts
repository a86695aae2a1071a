import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ANSWERS_ID } from '../../common/first-screen-answers-format';
import { resetFirstScreenAnswers, takeFirstScreenAnswer } from '../../src/api/first-screen-answers';

const API = 'http://shop.test/api';
const HOME = { data: { banners: [{ id: 1, image: '/media/banners/1.jpg' }] } };
const MASTER = { data: { app_name: 'Storefront' } };

function putInPage(content: string) {
  const node = document.createElement('script');
  node.type = 'application/json';
  node.id = FIRST_SCREEN_ANSWERS_ID;
  node.textContent = content;
  document.body.append(node);
}

function get(path: string, headers: Record<string, string> = { 'Accept-Language': 'en' }) {
  return new Request(`${API}${path}`, { headers });
}

afterEach(() => {
  document.getElementById(FIRST_SCREEN_ANSWERS_ID)?.remove();
  resetFirstScreenAnswers();
});

describe('the answers the page carries for its first screen', () => {
  it("answers a visitor's first matching read once, whatever the order of its query", async () => {
    putInPage(JSON.stringify({ locale: 'en', answers: { '/master': MASTER, '/home?page=1&per_page=10': HOME } }));
    const first = takeFirstScreenAnswer(get('/home?per_page=10&page=1'), API);
    expect(first?.status).toBe(200);
    expect(await first?.json()).toEqual(HOME);
    // A second read (a refresh, a retry) goes to the network.
    expect(takeFirstScreenAnswer(get('/home?per_page=10&page=1'), API)).toBeUndefined();
    expect(await takeFirstScreenAnswer(get('/master'), API)?.json()).toEqual(MASTER);
  });

  it('leaves to the network another read, a signed-in read, a write and another language', () => {
    putInPage(JSON.stringify({ locale: 'en', answers: { '/master': MASTER, '/home?page=1&per_page=10': HOME } }));
    expect(takeFirstScreenAnswer(get('/home?page=2&per_page=10'), API)).toBeUndefined();
    expect(
      takeFirstScreenAnswer(get('/master', { 'Accept-Language': 'en', Authorization: 'Bearer 1|token' }), API),
    ).toBeUndefined();
    expect(takeFirstScreenAnswer(new Request(`${API}/master`, { method: 'POST' }), API)).toBeUndefined();
    expect(takeFirstScreenAnswer(get('/master', { 'Accept-Language': 'ar' }), API)).toBeUndefined();
    expect(takeFirstScreenAnswer(new Request('http://elsewhere.test/api/master'), API)).toBeUndefined();
    // None of those used up the answer.
    expect(takeFirstScreenAnswer(get('/master'), API)).toBeDefined();
  });

  it('answers nothing when the page carries nothing usable', () => {
    expect(takeFirstScreenAnswer(get('/master'), API)).toBeUndefined();
    resetFirstScreenAnswers();
    putInPage('{ not json');
    expect(takeFirstScreenAnswer(get('/master'), API)).toBeUndefined();
  });
});
