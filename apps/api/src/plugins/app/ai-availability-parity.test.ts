import { aiAvailability } from '@calchub/api-contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { aiSettings, aiUsage, premiumCodes, premiumVisitors } from '../../db/schema.js';
import { describeWithApp } from '../../testing/harness.js';

const THIS_MONTH = sql`date_trunc('month', now() AT TIME ZONE 'UTC')::date`;

// The admin's visitor preview decides with `aiAvailability` from the contract; the site asks the ledger. For any
// settings, usage, premium and spend, the two must give the same answer, reason and quota left.
describeWithApp('the availability the admin previews and the ledger answer', (current) => {
  it("agrees with the ledger's availability for any settings, usage, premium and spend", async () => {
    const states = fc.record({
      aiEnabled: fc.boolean(),
      configured: fc.boolean(),
      premiumBypass: fc.boolean(),
      hardCutoff: fc.boolean(),
      quota: fc.integer({ min: 0, max: 6 }),
      perResponse: fc.integer({ min: 50, max: 1000 }),
      allowance: fc.integer({ min: 100, max: 3000 }),
      usedAnswers: fc.integer({ min: 0, max: 7 }),
      usedTokens: fc.oneof(fc.integer({ min: 0, max: 3500 }), fc.constant(0)),
      premium: fc.boolean(),
      capCents: fc.integer({ min: 100, max: 2000 }),
      // Spend and reservations around the cap, in millionths of a dollar, to meet it exactly now and then.
      spentOffset: fc.oneof(fc.constant(0), fc.constant(-1), fc.integer({ min: -20_000, max: 20_000 })),
      reservedShare: fc.integer({ min: 0, max: 100 }),
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(states, async (state) => {
        run += 1;
        const visitorKey = `parity-${run}`;
        const { db } = current();
        const total = Math.max(0, state.capCents * 10_000 + state.spentOffset);
        const reserved = Math.floor((total * state.reservedShare) / 100);
        await db.update(aiSettings).set({
          aiEnabled: state.aiEnabled,
          premiumBypass: state.premiumBypass,
          hardCutoff: state.hardCutoff,
          userFreeQuota: state.quota,
          maxTokensPerResponse: state.perResponse,
          maxTokensPerUserMonth: state.allowance,
          globalMonthlyCapUsd: state.capCents / 100,
          spendThisMonthUsd: (total - reserved) / 1e6,
          reservedUsd: reserved / 1e6,
        });
        if (state.usedAnswers > 0 || state.usedTokens > 0) {
          await db.insert(aiUsage).values({ month: sql`${THIS_MONTH}`, visitorKey, requests: state.usedAnswers, tokens: state.usedTokens });
        }
        if (state.premium) {
          const [code] = await db
            .insert(premiumCodes)
            .values({ codeHash: `hash-${visitorKey}`, label: 'Parity', expiresAt: sql`now() + interval '30 days'` })
            .returning({ id: premiumCodes.id });
          await db.insert(premiumVisitors).values({ visitorKey, codeId: code?.id ?? 0 });
        }

        const ledger = await current().app.aiLedger.availability({ visitorKey, configured: state.configured });
        const previewed = aiAvailability({
          settings: {
            ai_enabled: state.aiEnabled,
            premium_bypass: state.premiumBypass,
            hard_cutoff: state.hardCutoff,
            user_free_quota: state.quota,
            max_tokens_per_response: state.perResponse,
            max_tokens_per_user_month: state.allowance,
            global_monthly_cap_usd: state.capCents / 100,
          },
          providerConfigured: state.configured,
          usedAnswers: state.usedAnswers,
          usedTokens: state.usedTokens,
          premium: state.premium,
          spentAndReservedUsd: total / 1e6,
        });
        const { premium: _premium, ...answer } = ledger;
        expect(answer).toEqual(previewed);
      }),
      { numRuns: 150 },
    );
  });
});
