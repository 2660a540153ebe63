import type { Migration } from './types.js';

/**
 * Administration, finished: a product's billing durations become rows of their own (a name, the billing period
 * its plans are billed by, an order and an Active flag) instead of two fixed words on each plan; plans get an Active
 * flag and a name unique in their duration. The outbox records what the mail transport did with each message (who
 * sent it, for which trigger, queued, sent or failed). The reference identity provider's directory: the groups a
 * user is in, which its tokens carry as the groups claim.
 */
export const adminFinish: Migration = {
  version: 19,
  name: 'admin_finish',
  sql: /* sql */ `
CREATE TABLE product_durations (
  id             serial PRIMARY KEY,
  product_id     integer NOT NULL REFERENCES subscription_products (id) ON DELETE CASCADE,
  name           text NOT NULL,
  billing_period text NOT NULL CHECK (billing_period IN ('Monthly', 'Annual')),
  sort_order     integer NOT NULL DEFAULT 0,
  is_active      boolean NOT NULL DEFAULT true
);
CREATE UNIQUE INDEX product_durations_name_key ON product_durations (product_id, lower(name));

INSERT INTO product_durations (product_id, name, billing_period, sort_order)
SELECT DISTINCT product_id, duration, duration, CASE duration WHEN 'Monthly' THEN 1 ELSE 2 END
  FROM subscription_plans;

ALTER TABLE subscription_plans ADD COLUMN duration_id integer REFERENCES product_durations (id);
UPDATE subscription_plans p SET duration_id = d.id
  FROM product_durations d WHERE d.product_id = p.product_id AND d.name = p.duration;
ALTER TABLE subscription_plans ALTER COLUMN duration_id SET NOT NULL;
ALTER TABLE subscription_plans DROP COLUMN duration;
ALTER TABLE subscription_plans ADD COLUMN is_active boolean NOT NULL DEFAULT true;
CREATE UNIQUE INDEX subscription_plans_name_key ON subscription_plans (duration_id, lower(plan_name));
CREATE INDEX subscription_plans_duration_idx ON subscription_plans (duration_id);

ALTER TABLE outbox ADD COLUMN from_email   text NOT NULL DEFAULT '';
ALTER TABLE outbox ADD COLUMN trigger_name text;
ALTER TABLE outbox ADD COLUMN event        text;
ALTER TABLE outbox ADD COLUMN status       text NOT NULL DEFAULT 'Queued' CHECK (status IN ('Queued', 'Sent', 'Failed'));
ALTER TABLE outbox ADD COLUMN error        text;
ALTER TABLE outbox ADD COLUMN sent_at      timestamptz;
CREATE INDEX outbox_created_idx ON outbox (created_at DESC, id DESC);

CREATE TABLE directory_group_members (
  user_id         integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  directory_group text NOT NULL,
  PRIMARY KEY (user_id, directory_group)
);
`,
};
