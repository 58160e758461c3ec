/** Country calling codes offered by the phone forms (ISO 3166 code, name, calling code). */
export const AREA_CODES: readonly { iso: string; name: string; code: string }[] = [
  ['US', 'United States', '1'], ['CA', 'Canada', '1'], ['GB', 'United Kingdom', '44'], ['DE', 'Germany', '49'],
  ['FR', 'France', '33'], ['ES', 'Spain', '34'], ['IT', 'Italy', '39'], ['PT', 'Portugal', '351'],
  ['NL', 'Netherlands', '31'], ['BE', 'Belgium', '32'], ['CH', 'Switzerland', '41'], ['AT', 'Austria', '43'],
  ['SE', 'Sweden', '46'], ['NO', 'Norway', '47'], ['DK', 'Denmark', '45'], ['FI', 'Finland', '358'],
  ['PL', 'Poland', '48'], ['IE', 'Ireland', '353'], ['GR', 'Greece', '30'], ['TR', 'Türkiye', '90'],
  ['RU', 'Russia', '7'], ['UA', 'Ukraine', '380'], ['CN', 'China', '86'], ['HK', 'Hong Kong', '852'],
  ['MO', 'Macao', '853'], ['TW', 'Taiwan', '886'], ['JP', 'Japan', '81'], ['KR', 'South Korea', '82'],
  ['VN', 'Vietnam', '84'], ['TH', 'Thailand', '66'], ['MY', 'Malaysia', '60'], ['SG', 'Singapore', '65'],
  ['ID', 'Indonesia', '62'], ['PH', 'Philippines', '63'], ['IN', 'India', '91'], ['PK', 'Pakistan', '92'],
  ['BD', 'Bangladesh', '880'], ['LK', 'Sri Lanka', '94'], ['AE', 'United Arab Emirates', '971'],
  ['SA', 'Saudi Arabia', '966'], ['IL', 'Israel', '972'], ['EG', 'Egypt', '20'], ['NG', 'Nigeria', '234'],
  ['KE', 'Kenya', '254'], ['ZA', 'South Africa', '27'], ['MA', 'Morocco', '212'], ['BR', 'Brazil', '55'],
  ['MX', 'Mexico', '52'], ['AR', 'Argentina', '54'], ['CL', 'Chile', '56'], ['CO', 'Colombia', '57'],
  ['PE', 'Peru', '51'], ['AU', 'Australia', '61'], ['NZ', 'New Zealand', '64'],
].map(([iso, name, code]) => ({ iso: iso as string, name: name as string, code: code as string }));
