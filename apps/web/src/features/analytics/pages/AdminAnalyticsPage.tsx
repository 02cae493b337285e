import type { AdminAnalytics } from '@creative-ng/shared/analytics/index';
import { Page } from '../../../components/Page';
import { LoadingBlocks } from '../../../components/ui';
import { LoadFailed } from '../../../components/ui/LoadFailed';
import {
  BarChartCard,
  ChartCard,
  CountsCard,
  numberFormat,
  SERIES_COLORS,
  type Series,
  SplitBars,
  StackedColumns,
} from '../components/charts';
import { type AnalyticsTranslate, useAnalyticsT } from '../i18n';
import { useAdminAnalytics } from '../lib/analyticsApi';

const shortDay = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longTime = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' });
const weekLabel = (isoDay: string) => shortDay.format(new Date(`${isoDay}T00:00:00Z`));

/** /admin-analytics: the platform in charts, each with its numbers as a table. */
export default function AdminAnalyticsPage() {
  const t = useAnalyticsT();
  const query = useAdminAnalytics();
  return (
    <Page title={t('page.adminAnalytics.title')} subtitle={t('page.adminAnalytics.subtitle')}>
      {query.isPending ? (
        <LoadingBlocks
          label={t('analytics.loading')}
          count={2}
          block="h-64 w-full"
          className="grid gap-4 lg:grid-cols-2"
        />
      ) : query.isError ? (
        <LoadFailed
          message={t('analytics.loadFailed')}
          retryLabel={t('analytics.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Charts data={query.data} t={t} />
      )}
    </Page>
  );
}

function Charts({ data, t }: { data: AdminAnalytics; t: AnalyticsTranslate }) {
  const roles: Series[] = [
    { name: t('analytics.role.user'), color: SERIES_COLORS.green },
    { name: t('analytics.role.business'), color: SERIES_COLORS.blue },
    { name: t('analytics.role.partner'), color: SERIES_COLORS.amber },
  ];
  const [creatives, businesses] = roles as [Series, Series, Series];
  const weekly = data.signups_by_week;
  const weekMax = Math.max(0, ...weekly.map((w) => w.user + w.business + w.partner));
  const verificationSeries: [Series, Series] = [
    { name: t('analytics.verification.verified'), color: SERIES_COLORS.green },
    { name: t('analytics.verification.unverified'), color: SERIES_COLORS.grey },
  ];

  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="totals-title" className="flex flex-col gap-2">
        <h2 id="totals-title" className="sr-only">
          {t('analytics.totals')}
        </h2>
        <dl className="grid grid-cols-3 gap-2">
          {(
            [
              ['user', data.totals.creatives],
              ['business', data.totals.businesses],
              ['partner', data.totals.partners],
            ] as const
          ).map(([role, n]) => (
            <div key={role} className="flex flex-col rounded-xl border border-line bg-white p-3 shadow-sm">
              <dt className="text-sm text-muted">{t(`analytics.role.${role}`)}</dt>
              <dd className="text-xl font-bold tabular-nums text-ink">{numberFormat.format(n)}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-muted">
          {t('analytics.updated', { time: longTime.format(new Date(data.generated_at)) })}
        </p>
      </section>

      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard
          id="signups"
          t={t}
          title={t('analytics.signups.title')}
          description={t('analytics.signups.description')}
          head={[t('analytics.signups.week'), ...roles.map((r) => r.name), t('analytics.total')]}
          rows={weekly.map((w) => [
            weekLabel(w.week_start),
            w.user,
            w.business,
            w.partner,
            w.user + w.business + w.partner,
          ])}
        >
          <StackedColumns
            series={roles}
            maxLabel={t('analytics.signups.max', { count: numberFormat.format(weekMax) })}
            columns={weekly.map((w) => ({ label: weekLabel(w.week_start), values: [w.user, w.business, w.partner] }))}
          />
        </ChartCard>

        <BarChartCard
          id="needs"
          t={t}
          title={t('analytics.needs.title')}
          description={t('analytics.needs.description')}
          head={[t('analytics.needs.need'), creatives.name, businesses.name]}
          series={[creatives, businesses]}
          bars={data.support_needs.map((n) => ({
            label: t(`analytics.need.${n.need}`),
            values: [n.creatives, n.businesses],
          }))}
        />

        <CountsCard
          id="states"
          t={t}
          className="lg:row-span-2"
          title={t('analytics.states.title')}
          description={t('analytics.states.description')}
          footnote={t('analytics.states.notGiven', { count: numberFormat.format(data.creatives_by_state.not_given) })}
          head={[t('analytics.states.state'), t('analytics.count')]}
          series={creatives}
          counts={data.creatives_by_state.states.map(({ state, count }) => ({ label: state, count }))}
        />

        <CountsCard
          id="sectors"
          t={t}
          title={t('analytics.sectors.title')}
          description={t('analytics.sectors.description')}
          head={[t('analytics.sectors.sector'), t('analytics.count')]}
          series={creatives}
          counts={data.creatives_by_sector.groups.map(({ name, count }) => ({ label: name, count }))}
          rest={[{ label: t('analytics.sectors.other'), count: data.creatives_by_sector.other }]}
        />

        <BarChartCard
          id="partners"
          t={t}
          title={t('analytics.partners.title')}
          description={t('analytics.partners.description')}
          head={[t('analytics.partners.type'), t('analytics.count')]}
          series={[{ name: t('analytics.role.partner'), color: SERIES_COLORS.amber }]}
          bars={data.partners_by_type.map((p) => ({ label: t(`analytics.partnerType.${p.type}`), values: [p.count] }))}
        />

        <ChartCard
          id="verification"
          t={t}
          title={t('analytics.verification.title')}
          description={t('analytics.verification.description')}
          head={[
            t('analytics.verification.group'),
            t('analytics.verification.verified'),
            t('analytics.verification.unverified'),
          ]}
          rows={data.verification.map((v) => [t(`analytics.role.${v.role}`), v.verified, v.unverified])}
        >
          <SplitBars
            series={verificationSeries}
            rows={data.verification.map((v) => ({
              label: t(`analytics.role.${v.role}`),
              first: v.verified,
              second: v.unverified,
            }))}
            caption={({ first, second }) =>
              t('analytics.verification.share', {
                percent: first + second > 0 ? Math.round((first / (first + second)) * 100) : 0,
              })
            }
          />
        </ChartCard>
      </div>
    </div>
  );
}
