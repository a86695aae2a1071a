import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { settingsMachine } from '../../src/machines/settings/settings.machine';
import type { MasterSettings, ServerMessages, SettingsInput } from '../../src/machines/settings/settings.types';
import { masterSettings } from '../ui/settings/master-settings';

interface Fakes {
  input?: SettingsInput;
  /** Each call to /master takes the next answer: settings, or an error to throw. */
  answers?: (MasterSettings | Error)[];
  serverStrings?: ServerMessages | Error;
}

function startSettings({ input, answers = [masterSettings()], serverStrings = {} }: Fakes = {}) {
  const calls: string[] = [];
  const effects = {
    applyTheme: vi.fn(),
    applyDirection: vi.fn(),
    saveLocale: vi.fn((_, params: { locale: string }) => calls.push(`saveLocale ${params.locale}`)),
    saveCurrency: vi.fn(),
    reloadPage: vi.fn(() => calls.push('reloadPage')),
    mergeServerStrings: vi.fn(),
    warnServerStringsFailed: vi.fn(),
  };
  const loadServerStrings = vi.fn(async ({ input }: { input: { locale: string } }) => {
    calls.push(`loadServerStrings ${input.locale}`);
    if (serverStrings instanceof Error) throw serverStrings;
    return serverStrings;
  });
  let call = 0;
  const logic = settingsMachine.provide({
    actors: {
      loadSettings: fromPromise(async () => {
        const answer = answers[Math.min(call++, answers.length - 1)];
        if (!answer || answer instanceof Error) throw answer;
        return answer;
      }),
      loadServerStrings: fromPromise(loadServerStrings),
    },
    actions: effects,
  });
  const actor = createActor(logic, { input: input ?? {} });
  actor.start();
  return { actor, effects, calls, loadServerStrings };
}

const settled = (actor: ReturnType<typeof startSettings>['actor']) =>
  waitFor(actor, (snapshot) => !snapshot.matches('loading'));

describe('settings machine: loading /master', () => {
  it('starts loading (tagged) and becomes ready with the settings, the theme and the direction applied', async () => {
    const master = masterSettings();
    const { actor, effects } = startSettings({ answers: [master] });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);

    const ready = await settled(actor);
    expect(ready.value).toBe('ready');
    expect(ready.hasTag('loading')).toBe(false);
    expect(ready.context.settings).toBe(master);
    expect(effects.applyTheme).toHaveBeenCalledWith(expect.anything(), { colors: master.theme_colors });
    expect(effects.applyDirection).toHaveBeenCalledWith(expect.anything(), { locale: 'en', direction: 'ltr' });
    expect(effects.reloadPage).not.toHaveBeenCalled();
  });

  it('keeps the status and server message of a failure, and loads again on settings.retry', async () => {
    const { actor, effects } = startSettings({
      answers: [new ApiError(503, 'Down for maintenance'), masterSettings()],
    });
    const failed = await settled(actor);
    expect(failed.value).toBe('failed');
    expect(failed.context.error).toEqual({ status: 503, message: 'Down for maintenance' });
    expect(effects.applyTheme).not.toHaveBeenCalled();

    actor.send({ type: 'settings.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    const ready = await settled(actor);
    expect(ready.value).toBe('ready');
    expect(ready.context.error).toBeNull();
  });

  it('reports a failure that never reached the server as status 0', async () => {
    const { actor } = startSettings({ answers: [new TypeError('Failed to fetch')] });
    const failed = await settled(actor);
    expect(failed.context.error?.status).toBe(0);
  });

  it('ignores settings.retry unless the load failed', async () => {
    const { actor } = startSettings();
    await settled(actor);
    expect(actor.getSnapshot().can({ type: 'settings.retry' })).toBe(false);
  });
});

describe('settings machine: currency', () => {
  it('defaults to the currency flagged is_default', async () => {
    const { actor } = startSettings();
    expect((await settled(actor)).context.currencyId).toBe(1);
  });

  it('keeps a stored currency that /master still offers, and drops one it does not', async () => {
    const kept = startSettings({ input: { storedCurrencyId: 2 } });
    expect((await settled(kept.actor)).context.currencyId).toBe(2);
    const dropped = startSettings({ input: { storedCurrencyId: 99 } });
    expect((await settled(dropped.actor)).context.currencyId).toBe(1);
  });

  it('currency.select chooses an offered currency and saves it; an unknown id changes nothing', async () => {
    const { actor, effects } = startSettings();
    await settled(actor);

    actor.send({ type: 'currency.select', currencyId: 2 });
    expect(actor.getSnapshot().context.currencyId).toBe(2);
    expect(effects.saveCurrency).toHaveBeenCalledWith(expect.anything(), { currencyId: 2 });

    actor.send({ type: 'currency.select', currencyId: 99 });
    expect(actor.getSnapshot().context.currencyId).toBe(2);
    expect(effects.saveCurrency).toHaveBeenCalledTimes(1);
    expect(effects.reloadPage).not.toHaveBeenCalled();
  });
});

describe('settings machine: locale', () => {
  it('locale.select saves the locale, sets its direction, then reloads the page', async () => {
    const { actor, effects, calls } = startSettings();
    await settled(actor);

    actor.send({ type: 'locale.select', locale: 'ar' });
    expect(actor.getSnapshot().value).toBe('reloading');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(effects.applyDirection).toHaveBeenLastCalledWith(expect.anything(), { locale: 'ar', direction: 'rtl' });
    expect(calls.filter((entry) => !entry.startsWith('load'))).toEqual(['saveLocale ar', 'reloadPage']);
  });

  it('ignores the current locale and one /master does not offer', async () => {
    const { actor, effects } = startSettings();
    await settled(actor);
    actor.send({ type: 'locale.select', locale: 'en' });
    actor.send({ type: 'locale.select', locale: 'fr' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(effects.saveLocale).not.toHaveBeenCalled();
    expect(effects.reloadPage).not.toHaveBeenCalled();
  });
});

describe("settings machine: /master's app_locale", () => {
  it('switches to it when nothing is stored: store, direction, reload, without rendering', async () => {
    const { actor, effects, calls } = startSettings({
      input: { storedLocale: null },
      answers: [masterSettings({ app_locale: 'ar' })],
    });
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('reloading');
    expect(snapshot.context.locale).toBe('ar');
    expect(effects.applyDirection).toHaveBeenCalledWith(expect.anything(), { locale: 'ar', direction: 'rtl' });
    expect(calls).toEqual(['saveLocale ar', 'reloadPage']);
  });

  it('switches when the stored locale is one /master does not offer', async () => {
    const { actor, calls } = startSettings({ input: { storedLocale: 'fr' } });
    expect((await settled(actor)).value).toBe('reloading');
    expect(calls).toEqual(['saveLocale en', 'reloadPage']);
  });

  it("keeps the shopper's offered choice even when app_locale differs", async () => {
    const { actor, effects } = startSettings({
      input: { storedLocale: 'ar' },
      answers: [masterSettings({ app_locale: 'en' })],
    });
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context.locale).toBe('ar');
    expect(effects.applyDirection).toHaveBeenCalledWith(expect.anything(), { locale: 'ar', direction: 'rtl' });
    expect(effects.reloadPage).not.toHaveBeenCalled();
  });

  it('does not reload when nothing is stored and app_locale is the default en', async () => {
    const { actor, effects } = startSettings({ input: { storedLocale: null } });
    expect((await settled(actor)).value).toBe('ready');
    expect(effects.saveLocale).not.toHaveBeenCalled();
    expect(effects.reloadPage).not.toHaveBeenCalled();
  });

  it('reloads at most once: the load after a switch finds the stored locale equal to app_locale', async () => {
    const master = masterSettings({ app_locale: 'ar' });
    const first = startSettings({ input: { storedLocale: null }, answers: [master] });
    await settled(first.actor);
    const stored = first.effects.saveLocale.mock.calls[0]?.[1].locale ?? null;

    const afterReload = startSettings({ input: { storedLocale: stored }, answers: [master] });
    expect((await settled(afterReload.actor)).value).toBe('ready');
    expect(afterReload.effects.reloadPage).not.toHaveBeenCalled();
  });

  it.each(['EN', 'zh-Hant-TW', 'de', ''])(
    'never reloads for an app_locale it would not read back from storage or that is not offered (%j)',
    async (appLocale) => {
      const { actor, effects } = startSettings({
        input: { storedLocale: null },
        answers: [masterSettings({ app_locale: appLocale })],
      });
      const snapshot = await settled(actor);
      expect(snapshot.value).toBe('ready');
      expect(snapshot.context.locale).toBe('en');
      expect(effects.saveLocale).not.toHaveBeenCalled();
      expect(effects.reloadPage).not.toHaveBeenCalled();
    },
  );

  it('never reloads for app_locale where the browser cannot store the locale', async () => {
    const { actor, effects } = startSettings({
      input: { storedLocale: null, canPersist: false },
      answers: [masterSettings({ app_locale: 'ar' })],
    });
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context.locale).toBe('en');
    expect(effects.reloadPage).not.toHaveBeenCalled();
  });
});

describe('settings machine: server translations', () => {
  it('loads /lang for the current locale once ready and hands the strings to mergeServerStrings', async () => {
    const strings = { abc123: ['Hello'] };
    const { actor, effects, loadServerStrings } = startSettings({
      input: { storedLocale: 'ar' },
      serverStrings: strings,
    });
    await settled(actor);
    await vi.waitFor(() => expect(effects.mergeServerStrings).toHaveBeenCalled());
    expect(loadServerStrings.mock.calls[0]?.[0].input).toEqual({ locale: 'ar' });
    expect(effects.mergeServerStrings).toHaveBeenCalledWith(expect.anything(), { locale: 'ar', messages: strings });
  });

  it('only warns when /lang fails: the shop stays ready', async () => {
    const failure = new ApiError(404, 'Not Found');
    const { actor, effects } = startSettings({ serverStrings: failure });
    await settled(actor);
    await vi.waitFor(() => expect(effects.warnServerStringsFailed).toHaveBeenCalled());
    expect(effects.warnServerStringsFailed).toHaveBeenCalledWith(expect.anything(), { locale: 'en', error: failure });
    expect(effects.mergeServerStrings).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('ready');
  });
});
