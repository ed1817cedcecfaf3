/**
 * A large client base for speed measurements (scripts/bench/): organizations across West Africa with
 * contracts, projects with method tags and teams, written in a few set-based INSERTs so 30,000 rows take
 * seconds. Names are varied enough that searches match a realistic share of them.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../app/server/db/client.server";
import { insertFacilitators } from "../../app/server/db/seed/records.server";

export interface ManyClients {
  organizations?: number;
  projects?: number;
}

export async function createManyClients(
  db: Db,
  { organizations = 10_000, projects = 20_000 }: ManyClients = {},
): Promise<void> {
  const facilitators = await insertFacilitators(
    db,
    Array.from({ length: 20 }, (_, i) => ({
      firstName: `Facilitateur ${i}`,
      lastName: "Bench",
      email: `bench.${i}@example.org`,
      status: "approved" as const,
    })),
  );
  await db.execute(sql`
    insert into organizations (name, country, tags, health_score, created_at)
    select
      (array['Réseau','Coopérative','Fondation','Institut','Agence','Union','Startup','Collectif'])[1 + n % 8]
        || ' ' || (array['Sahel','Volta','Niger','Lagune','Baobab','Karité','Mil','Harmattan','Faso','Atlantique'])[1 + (n / 8) % 10]
        || ' ' || n,
      (array['Burkina Faso','Mali','Niger','Sénégal','Côte d''Ivoire','Ghana','Togo','Bénin'])[1 + n % 8],
      array[(array['ONG','Startup','Institution','Coopérative','PME'])[1 + n % 5], (array['Santé','Éducation','Agriculture','Énergie','Finance'])[1 + n % 5]],
      case when n % 7 = 0 then null else n % 11 end,
      now() - (n || ' hours')::interval
    from generate_series(1, ${organizations}) as n`);
  await db.execute(sql`
    insert into contracts (organization_id, title, status, value, start_date, end_date)
    select o.id, 'Contrat ' || o.rn,
      (array['active','expired','draft','active','terminated'])[1 + o.rn % 5]::contract_status,
      (1 + o.rn % 40) * 250000, current_date - (o.rn % 400)::int, current_date - (o.rn % 400)::int + 365
    from (select id, row_number() over (order by id) as rn from organizations) as o`);
  await db.execute(sql`
    with orgs as (select id, row_number() over (order by id) - 1 as k from organizations)
    insert into projects (title, objective, status, organization_id, method_tags, created_at)
    select
      (array['Stratégie','Cartographie','Laboratoire','Parcours usager','Prospective','Accélérateur'])[1 + n % 6]
        || ' ' || (array['eau','énergie','santé','éducation','agriculture','finance'])[1 + (n / 6) % 6] || ' ' || n,
      'Objectif du projet ' || n,
      (array['draft','active','completed','cancelled'])[1 + n % 4]::project_status,
      case when n % 10 = 0 then null else orgs.id end,
      case n % 3 when 0 then array['Foresight', 'Systems Mapping', 'Prototyping', 'Co-design'] when 1 then array['Design Thinking'] else '{}'::text[] end,
      now() - (n || ' minutes')::interval
    from generate_series(1, ${projects}) as n
    join orgs on orgs.k = n % ${organizations}`);
  // Every other project has a facilitator on its team.
  await db.execute(sql`
    insert into project_team (project_id, facilitator_id, role)
    select p.id, f.id, 'Facilitation'
    from (select id, row_number() over (order by id) as rn from projects) as p
    join (select id, row_number() over (order by id) - 1 as k from facilitators) as f on f.k = p.rn % ${facilitators.length}
    where p.rn % 2 = 0`);
  await db.execute(sql`analyze`);
}
