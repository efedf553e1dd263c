import { Fragment, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { AdminApiError, type AdminPage } from '@storefront/core';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { ActionForm } from './ActionForm';
import { AdminTable, type AdminColumn } from './AdminTable';
import { useAdminSession } from './admin-session';
import type { OccupancyView, SpotBlockView, SpotBookingView, SpotDetailView } from './admin-types';
import { listQuery, withParams } from './list-params';
import { DetailHeading } from './DetailHeading';
import { Notice } from './Notice';
import { instantOnClock, newPhoneOrderId, onClock, timeOnClock, todayOn } from './spot-time';
import { useAdminAction } from './use-admin-action';
import { useAdminData } from './use-admin-data';
import { useListParams } from './use-list-params';

const SLOTS = ['15', '30', '60', '120'];

/**
 * A parking spot (docs/back-office.md#spots-and-blocks): a day's occupancy on the spot's own clock, its bookings with
 * driver and plate, its blocks, a booking taken on the phone, and its capacity, rates and rules.
 */
export function SpotPage() {
  const sku = useParams().sku ?? '';
  const path = `/spots/${encodeURIComponent(sku)}`;
  const spot = useAdminData<SpotDetailView>(path);
  return (
    <>
      <DetailHeading
        back={{ to: '/admin/spots', label: 'Spots' }}
        title={`Spot ${spot.data?.name ?? sku}`}
        error={spot.error}
      />
      {!spot.data && spot.loading && <p role="status">Loading…</p>}
      {spot.data && <SpotScreens spot={spot.data} path={path} onTermsChanged={spot.reload} />}
    </>
  );
}

function SpotScreens({ spot, path, onTermsChanged }: { spot: SpotDetailView; path: string; onTermsChanged(): void }) {
  const [params, setParams] = useListParams();
  const zone = spot.timeZone;
  const date = params.get('date') ?? todayOn(zone);
  const slot = params.get('slot') ?? '60';
  const occupancy = useAdminData<OccupancyView>(`${path}/occupancy`, { date, slotMinutes: slot });
  const bookings = useAdminData<AdminPage<SpotBookingView>>(`${path}/bookings`, { ...listQuery(params, []), date });
  const blocks = useAdminData<SpotBlockView[]>(`${path}/blocks`);
  const changed = () => {
    occupancy.reload();
    bookings.reload();
    blocks.reload();
  };
  function showDay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setParams(withParams(params, { date: String(form.get('date') ?? ''), slot: String(form.get('slot') ?? '') }));
  }
  return (
    <>
      <dl className="admin-facts">
        <dt>SKU</dt>
        <dd>{spot.sku}</dd>
        <dt>Places</dt>
        <dd data-testid="spot-places">{spot.places}</dd>
        <dt>Per hour</dt>
        <dd>{spot.hourlyRate.toFixed(2)}</dd>
        <dt>Per month</dt>
        <dd>{spot.monthlyRate > 0 ? spot.monthlyRate.toFixed(2) : '—'}</dd>
        <dt>Clock</dt>
        <dd data-testid="spot-clock">{zone}</dd>
      </dl>

      <section aria-labelledby="spot-occupancy">
        <h2 id="spot-occupancy">Occupancy</h2>
        <form className="admin-filters" aria-label="Day shown" onSubmit={showDay} key={`${date}-${slot}`}>
          <TextField id="occupancy-date" name="date" type="date" label={`Day (${zone})`} defaultValue={date} />
          <SelectField id="occupancy-slot" name="slot" label="Slot" defaultValue={slot}>
            {SLOTS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} minutes
              </option>
            ))}
          </SelectField>
          <Button type="submit" variant="primary">
            Show the day
          </Button>
        </form>
        <Notice error={occupancy.error} />
        {occupancy.data && <Timeline occupancy={occupancy.data} />}
      </section>

      <section aria-labelledby="spot-bookings">
        <h2 id="spot-bookings">Bookings</h2>
        <Notice error={bookings.error} />
        <AdminTable
          caption={`Bookings on ${date}`}
          columns={bookingColumns(zone)}
          rows={bookings.data?.items}
          total={bookings.data?.total}
          rowKey={(booking) => booking.id}
          loading={bookings.loading}
        />
      </section>

      <Blocks spot={spot} path={path} date={date} blocks={blocks.data} error={blocks.error} onChange={changed} />
      <PhoneBooking spot={spot} path={path} date={date} onBooked={changed} />
      <SpotTerms spot={spot} path={path} onSaved={onTermsChanged} />
    </>
  );
}

/** The day as a timeline: one line per slot, its places drawn as a bar and said in words. */
function Timeline({ occupancy }: { occupancy: OccupancyView }) {
  const share = (n: number) => `${Math.min(100, (n / Math.max(1, occupancy.places)) * 100)}%`;
  return (
    <>
      <p className="admin-legend" aria-hidden="true">
        <span className="admin-swatch admin-swatch--booked" /> booked{' '}
        <span className="admin-swatch admin-swatch--held" /> held in carts{' '}
        <span className="admin-swatch admin-swatch--blocked" /> blocked{' '}
        <span className="admin-swatch admin-swatch--free" /> free
      </p>
      <ol
        className="admin-timeline"
        aria-label={`Places per slot on ${occupancy.date} (${occupancy.timeZone}), ${occupancy.places} in all`}
      >
        {occupancy.slots.map((slot) => (
          <li key={slot.from} data-testid="occupancy-slot">
            <span className="admin-timeline-time">
              {timeOnClock(slot.from, occupancy.timeZone)}–{timeOnClock(slot.to, occupancy.timeZone)}
            </span>
            <span className="admin-timeline-bar" aria-hidden="true">
              <span className="admin-swatch--booked" style={{ width: share(slot.booked) }} />
              <span className="admin-swatch--held" style={{ width: share(slot.held) }} />
              <span className="admin-swatch--blocked" style={{ width: share(slot.blocked) }} />
              <span className="admin-swatch--free" style={{ width: share(slot.free) }} />
            </span>
            <span className="admin-timeline-text">
              {slot.booked} booked, {slot.held} held, {slot.blocked} blocked, {slot.free} free
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}

const bookingColumns = (zone: string): AdminColumn<SpotBookingView>[] => [
  { label: 'Period', render: (booking) => `${onClock(booking.from, zone)} – ${onClock(booking.to, zone)}` },
  { label: 'Driver', render: (booking) => booking.driver ?? '—' },
  { label: 'Plate', render: (booking) => booking.plate || '—' },
  { label: 'Phone', render: (booking) => booking.phone ?? '—' },
  { label: 'E-mail', render: (booking) => booking.email ?? '—' },
  { label: 'Places', render: (booking) => booking.qty },
  { label: 'Status', render: (booking) => booking.status },
];

/** A period typed on the spot's clock: two dates and two times, as the form's fields name them. */
function periodOf(form: FormData, prefix: string, zone: string) {
  const field = (name: string) => String(form.get(`${prefix}-${name}`) ?? '');
  return {
    from: instantOnClock(field('from-date'), field('from-time'), zone),
    to: instantOnClock(field('to-date'), field('to-time'), zone),
  };
}

const PERIOD_UNREADABLE = 'Enter the dates and times of the period on the spot’s clock.';

/** The period's two ends, each a date and a quarter-hour time on the spot's clock (read back by `periodOf`). */
const PERIOD_ENDS = [
  { end: 'from', label: 'From' },
  { end: 'to', label: 'Until' },
] as const;

function PeriodFields({ prefix, date, zone }: { prefix: string; date: string; zone: string }) {
  return PERIOD_ENDS.map(({ end, label }) => (
    <Fragment key={end}>
      <TextField
        id={`${prefix}-${end}-date`}
        name={`${prefix}-${end}-date`}
        type="date"
        label={`${label} date`}
        defaultValue={date}
        required
      />
      <TextField
        id={`${prefix}-${end}-time`}
        name={`${prefix}-${end}-time`}
        type="time"
        label={`${label} time (${zone})`}
        step={900}
        required
      />
    </Fragment>
  ));
}

/** How many of the spot's places a block or a phone booking takes (one at least, all of them at most). */
function PlacesField({ id, spot, defaultValue }: { id: string; spot: SpotDetailView; defaultValue: number }) {
  return (
    <TextField
      id={id}
      name={id}
      type="number"
      min={1}
      max={spot.places}
      label="Places"
      defaultValue={String(defaultValue)}
      required
    />
  );
}

function Blocks({
  spot,
  path,
  date,
  blocks,
  error,
  onChange,
}: {
  spot: SpotDetailView;
  path: string;
  date: string;
  blocks: SpotBlockView[] | undefined;
  error: string | undefined;
  onChange(): void;
}) {
  const { client } = useAdminSession();
  const action = useAdminAction();
  const zone = spot.timeZone;
  async function block(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const { from, to } = periodOf(form, 'block', zone);
    const places = Number(form.get('block-places'));
    const reason = String(form.get('block-reason') ?? '').trim();
    const ok = await action.run(async () => {
      if (!from || !to) throw new AdminApiError(400, PERIOD_UNREADABLE);
      await client.send('POST', `${path}/blocks`, { from, to, places, reason });
      return `${places} place${places === 1 ? ' is' : 's are'} blocked from ${onClock(from, zone)} to ${onClock(to, zone)}.`;
    });
    if (ok) {
      formElement.reset();
      onChange();
    }
  }
  const columns: AdminColumn<SpotBlockView>[] = [
    { label: 'Period', render: (row) => `${onClock(row.from, zone)} – ${onClock(row.to, zone)}` },
    { label: 'Places', render: (row) => row.places },
    { label: 'Reason', render: (row) => row.reason },
    {
      label: 'Actions',
      render: (row) => (
        <Button
          disabled={action.busy}
          aria-label={`Remove the block “${row.reason}” from ${onClock(row.from, zone)}`}
          onClick={() =>
            void action
              .run(async () => {
                await client.send('DELETE', `${path}/blocks/${row.id}`);
                return `The block “${row.reason}” is removed: its places are free again.`;
              })
              .then(onChange)
          }
        >
          Remove
        </Button>
      ),
    },
  ];
  return (
    <section aria-labelledby="spot-blocks" className="admin-actions">
      <h2 id="spot-blocks">Blocks</h2>
      <Notice error={error} />
      <AdminTable
        caption="Live blocks"
        columns={columns}
        rows={blocks}
        total={undefined}
        rowKey={(row) => row.id}
        loading={!blocks}
      />
      <ActionForm
        className="admin-filters"
        aria-label="Block places"
        onSubmit={(event) => void block(event)}
        resetOn={date}
        action={action}
        submit="Block places"
      >
        <PeriodFields prefix="block" date={date} zone={zone} />
        <PlacesField id="block-places" spot={spot} defaultValue={spot.places} />
        <TextField id="block-reason" name="block-reason" label="Reason" maxLength={500} required />
      </ActionForm>
    </section>
  );
}

/** A booking taken on the phone: one `orderId` per booking, sent again on a retry (exactly once). */
function PhoneBooking({
  spot,
  path,
  date,
  onBooked,
}: {
  spot: SpotDetailView;
  path: string;
  date: string;
  onBooked(): void;
}) {
  const { client } = useAdminSession();
  const action = useAdminAction();
  const [orderId, setOrderId] = useState(newPhoneOrderId);
  const zone = spot.timeZone;
  async function book(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const { from, to } = periodOf(form, 'phone', zone);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const ok = await action.run(async () => {
      if (!from || !to) throw new AdminApiError(400, PERIOD_UNREADABLE);
      const placed = await client.send<{ orderNumber: string }>('POST', `${path}/bookings`, {
        orderId,
        from,
        to,
        qty: Number(form.get('phone-qty')),
        email: text('phone-email'),
        firstname: text('phone-firstname'),
        lastname: text('phone-lastname'),
        telephone: text('phone-telephone'),
        postcode: text('phone-postcode'),
        plate: text('phone-plate'),
      });
      return `Booked: order ${placed.orderNumber}. The confirmation was mailed to ${text('phone-email')}.`;
    });
    if (ok) {
      formElement.reset();
      setOrderId(newPhoneOrderId());
      onBooked();
    }
  }
  return (
    <section aria-labelledby="spot-phone" className="admin-actions">
      <h2 id="spot-phone">Booking on the phone</h2>
      <p>Paid at the car park. The customer gets the usual confirmation and pass.</p>
      <ActionForm
        className="admin-filters"
        aria-label="Booking on the phone"
        onSubmit={(event) => void book(event)}
        resetOn={date}
        action={action}
        submit="Book"
      >
        <PeriodFields prefix="phone" date={date} zone={zone} />
        <PlacesField id="phone-qty" spot={spot} defaultValue={1} />
        <TextField id="phone-email" name="phone-email" type="email" label="E-mail" autoComplete="off" required />
        <TextField id="phone-firstname" name="phone-firstname" label="First name" autoComplete="off" required />
        <TextField id="phone-lastname" name="phone-lastname" label="Last name" autoComplete="off" required />
        <TextField
          id="phone-telephone"
          name="phone-telephone"
          type="tel"
          label="Telephone"
          autoComplete="off"
          required
        />
        <TextField id="phone-postcode" name="phone-postcode" label="Postcode" autoComplete="off" required />
        <TextField id="phone-plate" name="phone-plate" label="Plate" autoComplete="off" maxLength={20} />
      </ActionForm>
    </section>
  );
}

/** The attributes the terms form edits, with how a field's text becomes the attribute (empty: the default). */
const TERMS = [
  { key: 'places', label: 'Places', kind: 'number', required: true },
  { key: 'hourly_rate', label: 'Per hour', kind: 'number', required: true },
  { key: 'monthly_rate', label: 'Per month (0: not by the month)', kind: 'number', required: true },
  { key: 'booking_min_minutes', label: 'Shortest booking (minutes)', kind: 'number' },
  { key: 'booking_max_minutes', label: 'Longest booking (minutes)', kind: 'number' },
  { key: 'booking_step_minutes', label: 'Step (minutes)', kind: 'number' },
  { key: 'booking_buffer_minutes', label: 'Buffer around bookings (minutes)', kind: 'number' },
  { key: 'opening_hours', label: 'Opening hours (Mon-Fri 07:00-22:00; Sat 08:00-12:00)', kind: 'text' },
  { key: 'closed_dates', label: 'Closed dates (YYYY-MM-DD, comma-separated)', kind: 'dates' },
] as const;

const termText = (value: unknown) =>
  value === null || value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value);

/** A field's text as the form opens: the spot's own attribute, or for capacity and rates what the shop counts. */
function shownTerm(spot: SpotDetailView, key: (typeof TERMS)[number]['key']): string {
  const own = spot.attributes[key];
  if (own !== null && own !== undefined) return termText(own);
  if (key === 'places') return String(spot.places);
  if (key === 'hourly_rate') return String(spot.hourlyRate);
  if (key === 'monthly_rate') return String(spot.monthlyRate);
  return '';
}

function termValue(kind: (typeof TERMS)[number]['kind'], text: string): unknown {
  if (text === '') return null;
  if (kind === 'number') return Number(text);
  if (kind === 'dates')
    return text
      .split(',')
      .map((date) => date.trim())
      .filter(Boolean);
  return text;
}

function SpotTerms({ spot, path, onSaved }: { spot: SpotDetailView; path: string; onSaved(): void }) {
  const { client } = useAdminSession();
  const action = useAdminAction();
  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // Only what the merchant changed is sent: the API refuses an edit that names nothing.
    const change = Object.fromEntries(
      TERMS.flatMap((term) => {
        const text = String(form.get(`terms-${term.key}`) ?? '').trim();
        return text === shownTerm(spot, term.key) ? [] : [[term.key, termValue(term.kind, text)]];
      }),
    );
    const ok = await action.run(async () => {
      if (Object.keys(change).length === 0) return 'Nothing changed.';
      await client.send('PATCH', path, change);
      return 'The spot’s terms are saved.';
    });
    if (ok) onSaved();
  }
  return (
    <section aria-labelledby="spot-terms" className="admin-actions">
      <h2 id="spot-terms">Capacity, rates and rules</h2>
      <p>An empty rule takes the store’s default. Bookings already made keep their places.</p>
      <ActionForm
        className="admin-form admin-terms"
        aria-label="Capacity, rates and rules"
        onSubmit={(event) => void save(event)}
        resetOn={JSON.stringify(spot.attributes)}
        action={action}
        submit="Save the spot"
      >
        {TERMS.map((term) => (
          <TextField
            key={term.key}
            id={`terms-${term.key}`}
            name={`terms-${term.key}`}
            type={term.kind === 'number' ? 'number' : 'text'}
            step={term.kind === 'number' ? 'any' : undefined}
            min={term.kind === 'number' ? 0 : undefined}
            label={term.label}
            defaultValue={shownTerm(spot, term.key)}
            required={'required' in term}
          />
        ))}
      </ActionForm>
    </section>
  );
}
