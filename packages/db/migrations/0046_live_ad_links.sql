-- The seeded carousel slide and popup ad linked to the ASA pages, which do not exist yet (the ASA tool brings
-- them): they lead to the partnership enquiry form and the keyword heat ranking instead. Links an operator set
-- to anything else stay as they are.
UPDATE adverts SET url = '/new/about#partner' WHERE url = '/new/asa/service';
UPDATE adverts SET url_pc = '/new/aso/keywordrank' WHERE url_pc = '/new/asa';
