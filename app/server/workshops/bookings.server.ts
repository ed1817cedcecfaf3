import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Language } from "~/lib/i18n";
import { isUuid } from "~/lib/ids";
import { localizedString } from "~/lib/localized-text";
import { siteIdentityFrom } from "~/lib/settings/site-identity";
import {
  releaseDeadline,
  releaseHoursFrom,
  type BookingInput,
  type BookingSeat,
  type SeatNameInput,
  type WorkshopBookingSummary,
} from "~/lib/workshops/bookings";
import { safeTimeZone, todayIn } from "~/lib/time-zone";
import type { RegistrationClosedReason } from "~/lib/workshops/registration-rules";
import type { RegistrationStatus } from "~/lib/workshops/registrations";
import { recordAudit, type AuditSource } from "../audit/audit.server";
import { db } from "../db/client.server";
import {
  organizationClients,
  organizations,
  seatBookings,
  user,
  workshopRegistrations,
  workshops,
  type WorkshopRegistration,
} from "../db/schema";
import { serverT, siteLink } from "../i18n.server";
import { enqueueMail, sendMailQueuedBy } from "../outbox/mail.server";
import { getSettingValues } from "../site/settings.server";
import { contractInForce, settleBooking, systemSource } from "./booking-billing.server";
import { promoteFromWaitlist } from "./cancellation.server";
import { queueRegistrationMail } from "./mail.server";
import { countRegistrations, registrationCount, workshopTitle, workshopWhenAndWhere } from "./queries.server";
import { registrationClosedReason } from "./registration.server";
import { scheduleReminders } from "./reminders.server";

// Seats an organization books for its people (the `seat_bookings` table): a booking holds its seats as registrations
// of its own (`booking_id`), confirmed or waitlisted like anyone's, so every count of seats and every lock that
// guards capacity applies to them unchanged. A seat is unnamed (no name, no email: nobody is emailed) until the
// organization's client names it; renaming a named seat (a swap) cancels that person's registration and confirms the
// new one's in the same transaction, so the seat never frees up and the first person's links stop working.

/** The organization a client account belongs to, or null. */
export async function organizationOfClient(userId: string): Promise<{ id: string; name: string } | null> {
  const [row] = await db()
    .select({ id: organizations.id, name: organizations.name })
    .from(organizationClients)
    .innerJoin(organizations, eq(organizations.id, organizationClients.organizationId))
    .where(eq(organizationClients.userId, userId));
  return row ?? null;
}

export type BookOutcome =
  | { kind: "booked"; bookingId: string; confirmed: number; waitlisted: number }
  | { kind: "no_organization" }
  | { kind: "not_found" }
  | { kind: "closed"; reason: RegistrationClosedReason }
  /** Fewer seats are free than asked, and the rest was not to go to the waitlist: nothing was booked. */
  | { kind: "short"; free: number };

/** Who books: a client account of an organization (or staff on its behalf, `source` then says who). */
export interface Booker {
  organization: { id: string; name: string };
  /** The client account that books, told by email; null when staff book on the organization's behalf. */
  client: { id: string; email: string; language: Language } | null;
  source: AuditSource;
}

/**
 * Books seats under the workshop's row lock, as a registration does: as many as are free (never more), the rest on
 * the waitlist when asked, or nothing when fewer are free than asked and the waitlist was not wanted.
 */
export async function bookSeats(booker: Booker, input: BookingInput, now = new Date()): Promise<BookOutcome> {
  if (!isUuid(input.workshopId)) return { kind: "not_found" };
  return sendMailQueuedBy(() =>
    db().transaction(async (tx): Promise<BookOutcome> => {
      const [workshop] = await tx
        .select({
          id: workshops.id,
          title: workshopTitle,
          status: workshops.status,
          date: workshops.date,
          timeZone: workshops.timeZone,
          maxParticipants: workshops.maxParticipants,
        })
        .from(workshops)
        .where(eq(workshops.id, input.workshopId))
        .for("update");
      if (!workshop || workshop.status === "draft") return { kind: "not_found" };
      const closed = registrationClosedReason(workshop, now);
      if (closed) return { kind: "closed", reason: closed };
      const free = Math.max(0, workshop.maxParticipants - (await countRegistrations(tx, workshop.id, "confirmed")));
      if (free < input.seats && !input.waitlistRest) return { kind: "short", free };

      const [booking] = await tx
        .insert(seatBookings)
        .values({
          workshopId: workshop.id,
          organizationId: booker.organization.id,
          bookedBy: booker.client?.id ?? booker.source.actor?.id ?? null,
          reference: input.reference,
          contractId: await contractInForce(
            tx,
            booker.organization.id,
            workshop.date ?? todayIn(safeTimeZone(workshop.timeZone), now),
          ),
        })
        .returning();
      const confirmed = Math.min(free, input.seats);
      const seat = (status: RegistrationStatus) => ({
        workshopId: workshop.id,
        bookingId: booking!.id,
        organization: booker.organization.name,
        status,
        createdAt: sql`clock_timestamp()`,
      });
      const statuses = [
        ...Array.from({ length: confirmed }, () => "confirmed" as const),
        ...Array.from({ length: input.seats - confirmed }, () => "waitlisted" as const),
      ];
      // One row at a time: the waitlist is ordered by created_at, and each seat takes its own place in it.
      for (const status of statuses) await tx.insert(workshopRegistrations).values(seat(status));
      await settleBooking(tx, booking!.id, booker.source, now);
      await recordAudit(tx, {
        ...booker.source,
        action: "create",
        entity: "booking",
        entityId: booking!.id,
        before: null,
        after: { ...booking!, confirmed, waitlisted: input.seats - confirmed },
      });
      await queueBookingMail(tx, booking!.id, "booked", `booking:${booking!.id}:booked`, (t) => ({
        // "3 seats confirmed, 1 on the waitlist", each in its plural form.
        seats: [
          t("bookings.list.confirmed", { count: confirmed }),
          input.seats > confirmed ? t("bookings.list.waitlisted", { count: input.seats - confirmed }) : null,
        ]
          .filter(Boolean)
          .join(", "),
      }));
      return { kind: "booked", bookingId: booking!.id, confirmed, waitlisted: input.seats - confirmed };
    }),
  );
}

export type NameSeatOutcome =
  | { kind: "named"; registrationId: string; swapped: boolean }
  /** Not a seat of this organization's bookings (or cancelled). */
  | { kind: "not_found" }
  /** The workshop no longer takes registrations: its seats can no longer be named or swapped. */
  | { kind: "closed" }
  /** Someone else holds a registration for this workshop with that email. */
  | { kind: "duplicate" }
  /** The same person already holds this seat: nothing to change. */
  | { kind: "unchanged" };

/**
 * Names a seat of one of the organization's bookings. An unnamed seat is named in place (nobody had its links);
 * a named one is swapped: that registration is cancelled (its person emailed, their links dead) and a new one
 * holds the seat, confirmed at once if the seat was, without the waitlist moving.
 */
export async function nameSeat(
  organizationId: string,
  input: SeatNameInput,
  source: AuditSource,
  now = new Date(),
): Promise<NameSeatOutcome> {
  if (!isUuid(input.seatId)) return { kind: "not_found" };
  const name = `${input.firstName} ${input.lastName}`;
  return sendMailQueuedBy(() =>
    db().transaction(async (tx): Promise<NameSeatOutcome> => {
      const locked = await lockOrganizationSeat(tx, organizationId, input.seatId);
      if (!locked) return { kind: "not_found" };
      const { workshop, seat } = locked;
      if (registrationClosedReason(workshop, now) !== null) return { kind: "closed" };
      if (seat.email?.toLowerCase() === input.email.toLowerCase() && seat.name === name) return { kind: "unchanged" };
      const [taken] = await tx
        .select({ id: workshopRegistrations.id })
        .from(workshopRegistrations)
        .where(
          and(
            eq(workshopRegistrations.workshopId, workshop.id),
            ne(workshopRegistrations.status, "cancelled"),
            ne(workshopRegistrations.id, seat.id),
            sql`lower(${workshopRegistrations.email}) = lower(${input.email})`,
          ),
        );
      if (taken) return { kind: "duplicate" };

      const person = { name, email: input.email, language: input.language };
      const holder = seat.email === null ? await nameInPlace(tx, seat.id, person) : await swap(tx, seat, person, now);
      if (holder.status === "confirmed") {
        await queueRegistrationMail(tx, "confirmed", holder!);
        await scheduleReminders(tx, workshop.id, now, [holder.id]);
      }
      await recordAudit(tx, {
        ...source,
        action: "update",
        entity: "booking",
        entityId: seat.bookingId,
        before: { seat: seat.id, name: seat.name, email: seat.email },
        after: { seat: holder.id, name: holder.name, email: holder.email },
      });
      // The invoice's seat lines name the attendees: a draft follows the new name (an issued invoice never changes).
      await settleBooking(tx, seat.bookingId!, source, now);
      return { kind: "named", registrationId: holder.id, swapped: seat.email !== null };
    }),
  );
}

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];
type Person = { name: string; email: string; language: Language };

/**
 * A live seat of one of the organization's bookings, locked with its workshop (the workshop first, as every change
 * to its registrations locks it, so two changes to one workshop never deadlock); null for any other seat.
 */
async function lockOrganizationSeat(tx: Tx, organizationId: string, seatId: string) {
  const [ref] = await tx
    .select({ workshopId: workshopRegistrations.workshopId })
    .from(workshopRegistrations)
    .innerJoin(seatBookings, eq(seatBookings.id, workshopRegistrations.bookingId))
    .where(and(eq(workshopRegistrations.id, seatId), eq(seatBookings.organizationId, organizationId)));
  if (!ref) return null;
  const [workshop] = await tx
    .select({
      id: workshops.id,
      status: workshops.status,
      date: workshops.date,
      startTime: workshops.startTime,
      timeZone: workshops.timeZone,
      maxParticipants: workshops.maxParticipants,
    })
    .from(workshops)
    .where(eq(workshops.id, ref.workshopId))
    .for("update");
  const [seat] = await tx
    .select()
    .from(workshopRegistrations)
    .where(eq(workshopRegistrations.id, seatId))
    .for("update");
  if (!workshop || !seat || seat.status === "cancelled") return null;
  return { workshop, seat };
}

/** An unnamed seat gets its person: nobody had its links, so the registration itself is named. */
async function nameInPlace(tx: Tx, seatId: string, person: Person): Promise<WorkshopRegistration> {
  const [named] = await tx
    .update(workshopRegistrations)
    .set(person)
    .where(eq(workshopRegistrations.id, seatId))
    .returning();
  return named!;
}

/**
 * A named seat goes to someone else: the first person's registration is cancelled (their ticket and cancellation
 * links now reach a cancelled registration) and they are told; a new registration holds the seat in its place
 * (same status, same created_at: its rank on the waitlist too), without the waitlist moving.
 */
async function swap(tx: Tx, seat: WorkshopRegistration, person: Person, now: Date): Promise<WorkshopRegistration> {
  const [released] = await tx
    .update(workshopRegistrations)
    .set({ status: "cancelled", cancelledAt: now })
    .where(eq(workshopRegistrations.id, seat.id))
    .returning();
  const [holder] = await tx
    .insert(workshopRegistrations)
    .values({
      workshopId: seat.workshopId,
      bookingId: seat.bookingId,
      organization: seat.organization,
      status: seat.status,
      createdAt: seat.createdAt,
      ...person,
    })
    .returning();
  await queueRegistrationMail(tx, "seatReassigned", released!);
  return holder!;
}

export type ReleaseSeatOutcome =
  | { kind: "released"; name: string | null }
  /** Not a live seat of this organization's bookings. */
  | { kind: "not_found" }
  /** The workshop was cancelled or took place. */
  | { kind: "closed" }
  /** Past the organization's release deadline: the seat stays booked (and billed). */
  | { kind: "deadline" };

/**
 * Gives a booked seat up before the release deadline: its registration is cancelled (a named person is emailed, as
 * when they cancel), the waitlist moves up as for any cancellation, the booking's invoice follows
 * (booking-billing.server.ts) and whoever booked is told.
 */
export async function releaseSeat(
  organizationId: string,
  seatId: string,
  source: AuditSource,
  now = new Date(),
): Promise<ReleaseSeatOutcome> {
  if (!isUuid(seatId)) return { kind: "not_found" };
  return sendMailQueuedBy(() =>
    db().transaction(async (tx): Promise<ReleaseSeatOutcome> => {
      const locked = await lockOrganizationSeat(tx, organizationId, seatId);
      if (!locked) return { kind: "not_found" };
      const { workshop, seat } = locked;
      if (registrationClosedReason(workshop, now) !== null) return { kind: "closed" };
      const deadline = releaseDeadline(workshop, releaseHoursFrom(await getSettingValues(tx)));
      if (deadline && now >= deadline) return { kind: "deadline" };

      const [released] = await tx
        .update(workshopRegistrations)
        .set({ status: "cancelled", cancelledAt: now })
        .where(eq(workshopRegistrations.id, seat.id))
        .returning();
      if (released!.email) await queueRegistrationMail(tx, "cancelled", released!);
      if (seat.status === "confirmed") await promoteFromWaitlist(tx, workshop.id, workshop.maxParticipants, now);
      await settleBooking(tx, seat.bookingId!, source, now);
      await queueBookerNotice(tx, "released", released!);
      await recordAudit(tx, {
        ...source,
        action: "update",
        entity: "booking",
        entityId: seat.bookingId,
        before: { seat: seat.id, name: seat.name, email: seat.email, status: seat.status },
        after: { seat: seat.id, status: "cancelled" },
      });
      return { kind: "released", name: seat.name };
    }),
  );
}

export interface OrganizationBooking {
  id: string;
  reference: string | null;
  createdAt: Date;
  /** Confirmed seats its organization's contract covers. */
  includedSeats: number;
  /** Confirmed seats billed on its invoice (none when the workshop is free). */
  billedSeats: number;
  /** Until when its seats can be released; null while the workshop has no date. */
  releaseUntil: Date | null;
  workshop: {
    id: string;
    title: { fr: string | null; en: string | null };
    status: string;
    date: string | null;
    startTime: string | null;
    endTime: string | null;
    location: string | null;
    locationEn: string | null;
    online: boolean;
    timeZone: string;
  };
  /** Its live seats, confirmed first, then the waitlist in order (cancelled ones are history, not seats). */
  seats: BookingSeat[];
}

/** An organization's bookings, the latest workshop first (undated last), with their seats. */
export async function listOrganizationBookings(organizationId: string): Promise<OrganizationBooking[]> {
  const bookings = await db()
    .select({
      id: seatBookings.id,
      reference: seatBookings.reference,
      createdAt: seatBookings.createdAt,
      includedSeats: seatBookings.includedSeats,
      price: workshops.price,
      workshop: {
        id: workshops.id,
        titleFr: workshops.titleFr,
        titleEn: workshops.titleEn,
        status: workshops.status,
        ...workshopWhenAndWhere,
        timeZone: workshops.timeZone,
      },
    })
    .from(seatBookings)
    .innerJoin(workshops, eq(workshops.id, seatBookings.workshopId))
    .where(eq(seatBookings.organizationId, organizationId))
    .orderBy(sql`${workshops.date} desc nulls last`, desc(seatBookings.createdAt));
  if (bookings.length === 0) return [];
  const seats = await db()
    .select({
      id: workshopRegistrations.id,
      bookingId: workshopRegistrations.bookingId,
      status: workshopRegistrations.status,
      name: workshopRegistrations.name,
      email: workshopRegistrations.email,
      language: workshopRegistrations.language,
      checkedInAt: workshopRegistrations.checkedInAt,
    })
    .from(workshopRegistrations)
    .where(
      and(
        inArray(
          workshopRegistrations.bookingId,
          bookings.map((booking) => booking.id),
        ),
        ne(workshopRegistrations.status, "cancelled"),
      ),
    )
    .orderBy(
      sql`case ${workshopRegistrations.status} when 'confirmed' then 0 else 1 end`,
      asc(workshopRegistrations.createdAt),
      asc(workshopRegistrations.id),
    );
  const releaseHours = releaseHoursFrom(await getSettingValues());
  return bookings.map(({ workshop: { titleFr, titleEn, ...workshop }, price, ...booking }) => {
    const own = seats.filter((seat) => seat.bookingId === booking.id);
    const confirmed = own.filter((seat) => seat.status === "confirmed").length;
    return {
      ...booking,
      billedSeats: Number(price) > 0 ? confirmed - booking.includedSeats : 0,
      releaseUntil: releaseDeadline(workshop, releaseHours),
      workshop: { ...workshop, title: { fr: titleFr, en: titleEn } },
      seats: own.map(({ bookingId: _bookingId, checkedInAt, ...seat }) => ({
        ...seat,
        checkedIn: checkedInAt !== null,
      })),
    };
  });
}

/** A workshop an organization can book seats for now, with its free seats (a full one still takes the waitlist). */
export interface BookableWorkshop {
  id: string;
  title: { fr: string | null; en: string | null };
  date: string | null;
  startTime: string | null;
  endTime: string | null;
  freeSeats: number;
}

/** The published workshops that take registrations, soonest first. */
export async function listBookableWorkshops(now = new Date()): Promise<BookableWorkshop[]> {
  const rows = await db()
    .select({
      id: workshops.id,
      title: workshopTitle,
      status: workshops.status,
      date: workshops.date,
      startTime: workshops.startTime,
      endTime: workshops.endTime,
      timeZone: workshops.timeZone,
      maxParticipants: workshops.maxParticipants,
      confirmed: registrationCount("confirmed"),
    })
    .from(workshops)
    .where(eq(workshops.status, "published"))
    .orderBy(asc(workshops.date), asc(workshops.startTime));
  return rows
    .filter((row) => registrationClosedReason(row, now) === null)
    .map(({ id, title, date, startTime, endTime, maxParticipants, confirmed }) => ({
      id,
      title,
      date,
      startTime,
      endTime,
      freeSeats: Math.max(0, maxParticipants - confirmed),
    }));
}

/**
 * A named seat's person cancels from their own link (inside the cancellation's transaction, workshop locked): their
 * registration is cancelled and an unnamed one takes the seat back for the organization, in the same place; the
 * waitlist does not move, and whoever booked is emailed to name it again.
 */
export async function returnSeatToBooking(
  tx: Tx,
  registration: WorkshopRegistration,
  now: Date,
): Promise<{ kind: "cancelled"; registration: WorkshopRegistration; promoted: WorkshopRegistration[] }> {
  const [cancelled] = await tx
    .update(workshopRegistrations)
    .set({ status: "cancelled", cancelledAt: now })
    .where(eq(workshopRegistrations.id, registration.id))
    .returning();
  await tx.insert(workshopRegistrations).values({
    workshopId: registration.workshopId,
    bookingId: registration.bookingId,
    organization: registration.organization,
    status: registration.status,
    createdAt: registration.createdAt,
  });
  await queueRegistrationMail(tx, "cancelled", cancelled!);
  await queueBookerNotice(tx, "seatReturned", registration);
  await settleBooking(tx, registration.bookingId!, systemSource, now);
  return { kind: "cancelled", registration: cancelled!, promoted: [] };
}

/**
 * Tells whoever booked a seat what became of it: its person gave it back (`seatReturned`) or it was waiting unnamed
 * and the waitlist gave it a place (`seatPromoted`), so it needs a name; or it was released (`released`). In the
 * caller's transaction; once per seat and event.
 */
export async function queueBookerNotice(
  tx: Tx,
  notice: "seatReturned" | "seatPromoted" | "released",
  seat: Pick<WorkshopRegistration, "id" | "name" | "bookingId">,
): Promise<void> {
  if (!seat.bookingId) return;
  await queueBookingMail(tx, seat.bookingId, notice, `booking:${seat.id}:${notice}`, (t) => ({
    name: seat.name ?? t("bookings.invoice.unnamedSeat"),
  }));
}

type BookingMail = "booked" | "seatReturned" | "seatPromoted" | "released";

/**
 * An email about a booking to whoever answers for it: the client account that booked it, or, when staff booked it
 * on the organization's behalf, the organization's client accounts (they name the seats). Each in their language,
 * with the page where seats are named when there is something to name.
 */
async function queueBookingMail(
  tx: Tx,
  bookingId: string,
  kind: BookingMail,
  dedupeKey: string,
  values: (t: ReturnType<typeof serverT>) => Record<string, string>,
): Promise<void> {
  const [booking] = await tx
    .select({
      organizationId: seatBookings.organizationId,
      organization: organizations.name,
      bookedBy: seatBookings.bookedBy,
      bookerRole: user.role,
      title: workshopTitle,
    })
    .from(seatBookings)
    .innerJoin(organizations, eq(organizations.id, seatBookings.organizationId))
    .innerJoin(workshops, eq(workshops.id, seatBookings.workshopId))
    .leftJoin(user, eq(user.id, seatBookings.bookedBy))
    .where(eq(seatBookings.id, bookingId));
  if (!booking) return;
  const recipient = {
    id: user.id,
    email: user.email,
    language: user.preferredLanguage,
    first: user.firstName,
    last: user.lastName,
  };
  const recipients =
    booking.bookerRole === "client"
      ? await tx.select(recipient).from(user).where(eq(user.id, booking.bookedBy!))
      : await tx
          .select(recipient)
          .from(organizationClients)
          .innerJoin(user, eq(user.id, organizationClients.userId))
          .where(eq(organizationClients.organizationId, booking.organizationId));
  const siteName = siteIdentityFrom(await getSettingValues(tx)).name;
  for (const to of recipients) {
    const t = serverT(to.language);
    const title = localizedString(booking.title, to.language);
    const name = `${to.first} ${to.last}`.trim();
    const text = [
      name ? t("bookings.email.greeting", { name }) : t("bookings.email.greetingNoName"),
      "",
      t(`bookings.email.${kind}Body`, { organization: booking.organization, title, ...values(t) }),
      ...(kind === "released"
        ? []
        : ["", t("bookings.email.nameThem", { url: siteLink("/client/bookings", to.language) })]),
      "",
      t("workshop.email.signature", { brand: siteName }),
    ].join("\n");
    await enqueueMail(
      tx,
      { to: to.email, subject: `${t(`bookings.email.${kind}Subject`, { title })} · ${siteName}`, text },
      { dedupeKey: `${dedupeKey}:${to.id}` },
    );
  }
}

/** A workshop's bookings as staff see them: by organization, with their seats named, unnamed and waiting. */
export async function listWorkshopBookings(workshopId: string): Promise<WorkshopBookingSummary[]> {
  if (!isUuid(workshopId)) return [];
  const live = (condition: ReturnType<typeof sql>) =>
    sql<number>`count(*) filter (where ${workshopRegistrations.status} <> 'cancelled' and ${condition})`.mapWith(
      Number,
    );
  const rows = await db()
    .select({
      id: seatBookings.id,
      organizationId: organizations.id,
      organizationName: organizations.name,
      reference: seatBookings.reference,
      included: seatBookings.includedSeats,
      named: live(sql`${workshopRegistrations.status} = 'confirmed' and ${workshopRegistrations.email} is not null`),
      unnamed: live(sql`${workshopRegistrations.status} = 'confirmed' and ${workshopRegistrations.email} is null`),
      waitlisted: live(sql`${workshopRegistrations.status} = 'waitlisted'`),
    })
    .from(seatBookings)
    .innerJoin(organizations, eq(organizations.id, seatBookings.organizationId))
    .leftJoin(workshopRegistrations, eq(workshopRegistrations.bookingId, seatBookings.id))
    .where(eq(seatBookings.workshopId, workshopId))
    .groupBy(seatBookings.id, organizations.id)
    .orderBy(asc(organizations.name), asc(seatBookings.createdAt));
  return rows.map(({ organizationId, organizationName, ...row }) => ({
    ...row,
    organization: { id: organizationId, name: organizationName },
  }));
}
