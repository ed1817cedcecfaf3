-- "Require two-factor for admins" (docs/decisions/0024) for installations set up before it existed; a new one gets
-- it from the seed. Required, except where the demo's shared admin account is, as a new demo installation has it.
INSERT INTO "site_settings" ("category", "setting_key", "setting_value", "setting_type", "description")
SELECT
  'general',
  'admin_two_factor',
  CASE WHEN EXISTS (SELECT 1 FROM "user" WHERE "email" = 'admin@example.org') THEN 'optional' ELSE 'required' END,
  'text',
  'Required: an admin without two-factor authentication must turn it on before any page of the private areas. Optional: each admin chooses.'
WHERE EXISTS (SELECT 1 FROM "site_settings")
ON CONFLICT ("setting_key") DO NOTHING;
