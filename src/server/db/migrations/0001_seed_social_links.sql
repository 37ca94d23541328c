-- The product's own profiles, so the footer links somewhere real on a new install. Admins change
-- them from the dashboard; a platform can be cleared (url null) to hide its link.
INSERT INTO "social_links" ("platform", "url") VALUES
  ('facebook', 'https://www.facebook.com/toppersconnect'),
  ('twitter', 'https://x.com/toppersconnect'),
  ('youtube', 'https://www.youtube.com/@toppersconnect'),
  ('instagram', 'https://www.instagram.com/toppersconnect'),
  ('linkedin', 'https://www.linkedin.com/company/toppersconnect')
ON CONFLICT ("platform") DO NOTHING;
