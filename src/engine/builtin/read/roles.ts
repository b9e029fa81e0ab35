/**
 * The words a context names its reader with: a person's name and title, a role ("the
 * vendor", "our new subscribers"), a title ("the COO"), a kind of business ("law firms"),
 * and the lead a request may open with ("I need to …"), as pattern sources for people.ts.
 */

export const TITLE = String.raw`(?:Mr|Mrs|Ms|Mx|Dr|Prof)\.?|Professor|Coach|Dean|Judge|Aunt|Uncle|Grandma|Grandpa`;
export const NAME_WORD = String.raw`\p{Lu}[\p{Ll}'\u2019-]+(?:-\p{Lu}[\p{Ll}'\u2019]+)?`;
/**
 * One person ("Priya", "Dr. Okafor", "Dana Whitfield") or two ("Maya and Leo", "Mr. and Mrs.
 * Adeyemi", "Dr. Shah and Mr. Patel").
 */
export const NAME = String.raw`(?:(?:${TITLE})\s+(?:and|&)\s+)?(?:(?:${TITLE})\s+)?${NAME_WORD}(?:\s+${NAME_WORD}){0,2}(?:\s+(?:and|&)\s+(?:(?:${TITLE})\s+)?${NAME_WORD}(?:\s+${NAME_WORD})?)?`;
/** Nouns that name a reader ("the neighbor", "our new subscribers", "the sales team"). */
export const ROLE_NOUNS = String.raw`team|teams|client|clients|customer|customers|neighbou?r|neighbou?rs|vendor|vendors|supplier|suppliers|manager|boss|landlord|landlady|tenant|tenants|subscriber|subscribers|user|users|member|members|staff|colleague|colleagues|coworker|coworkers|partner|partners|investor|investors|candidate|candidates|applicant|applicants|patient|patients|parent|parents|student|students|volunteer|volunteers|guest|guests|attendees?|participants?|professor|teacher|coach|employees?|hiring manager|recruiter|owner|buyer|seller|contractor|agent|donor|donors|friend|friends|family|families|group|class|board|committee|department|crew|kitchen|shift|squad|caterer|caterers|photographer|designer|driver|host|hosts|speaker|speakers|mentor|doctor|nurse|dentist|tutor|accountant|lawyer|realtor|printer|courier|cleaner|cleaners|organizer|organizers|sponsor|sponsors|panelist|panelists|reviewer|reviewers|intern|interns|hires|newcomers|joiners|recruits|trainees|apprentices|readers|followers|fans|shoppers|buyers|residents|neighbours|neighbors|florist|florists|baker|gardener|landscaper|movers|tailor|installer|rep|sales rep|representative|distributor|distributors|wholesaler|wholesalers|plumber|electrician|venue|airline|bank|helpdesk|help desk|front desk|building manager|property manager|office manager|company|companies|business|businesses|firm|startup|agency|clinic|restaurant|shop|store|school|practice|brand|retailer|hotel|studio|office|museum|gallery|library|theatre|theater|council|university|college|hospital|charity|foundation|association|club|society|publisher|festival|orchestra|choir|treasurer|secretary|caretaker|headteacher|head teacher|deputy head|head chef|head coach|headmaster|headmistress|trustee|trustees|governors|administrator|receptionist|technician|surveyor|builder|builders|mechanic|vet|pharmacist|optician|chef|warden|organiser|organisers|regulars|engineer|engineers|architect|architects|inspector|consultant|solicitor|roofer|locksmith|carpenter|joiner|decorator|glazier|farrier|councillor|holders`;
const DETERMINERS = 'all the|all our|the|our|my|a|an|all|every|each';
export const EVERYONE = String.raw`everyone|everybody|all of you|you all`;
/**
 * Words that may follow a reader named by name: a preposition, "that", "to", an -ing verb, or
 * the people they work with ("thank Dean and the team at Pellbrook Motors for …").
 */
/** A past deed a reader did, regular or not: "looked round", "came to our open day". */
export const PAST_DEED = String.raw`\p{Ll}+ed|came|went|saw|met|bought|took|got|sent|left|spoke|rang|ran|brought|wrote|gave|found|heard|made`;

export const AFTER_NAME = String.raw`(?=\s+(?:and\s+(?:the|his|her|their|all\s+the)\s+(?:team|staff|crew|lads|gang|guys|girls)|and\s+(?:ask|see|offer|invite|tell|check|explain|let|say|give|send|confirm|arrange|promise|book|refund)\b|who\s+(?:${PAST_DEED})\b|\(|for|to|on|about|that|of|if|whether|with|into|at|as|regarding|re|in|how|what|when|why|after|before|since|following|from|by|back|he|she|they|his|her|their|know|we|I|next|last|this|tomorrow|today|yesterday|earlier|soon|sometime|again)\b|[.,;:!?]|$)`;

/** A word in either case, for patterns whose names must stay case-sensitive. */
export function ci(words: string): string {
  return words.replace(/\p{L}/gu, (c) => `[${c.toLowerCase()}${c.toUpperCase()}]`);
}

/** Readers named without a determiner: "ask patients how their visit went". */
export const BARE_ROLES = String.raw`heads of department|heads of year|department heads|team leaders|line managers|class teachers|form tutors|shift leads|supervisors|governors|trustees|councillors|gyms|cafes|restaurants|salons|clinics|bakeries|hotels|venues|studios|agencies|startups|event planners|planners|office managers|practice managers|store managers|property managers|hiring managers|business owners|small business owners|restaurant owners|shop owners|founders|organizers|recruiters|customers|patients|guests|users|members|subscribers|attendees|students|parents|employees|volunteers|participants|clients|interns|tenants|residents|donors|buyers|shoppers|readers|followers|diners|visitors|listeners|viewers|players|riders|travell?ers|passengers|owners|homeowners|families|couples|newlyweds|offices|staff|regulars`;
/** How a caller marks which of their readers: "invite loyal customers", "remind regular donors". */
const KINDS_OF_READER = 'loyal|regular|existing|valued|current|past|former|local|returning|active';
/** Executives and others named by title: "ask the COO", "remind the CFO". */
/** Posts a reader may be named by beside their name: "…, chief executive of Orchardine Homes, …". */
export const POSTS =
  'chief executive|ceo|managing director|director|head|manager|owner|chair|chairman|chairwoman|founder|president|principal|headteacher';
export const TITLE_ROLES = String.raw`CEO|COO|CFO|CTO|CMO|CIO|CISO|CPO|VP|SVP|EVP|GM|chair|chairman|chairwoman|president|principal|dean|director|head of [\p{L}&]+`;
/** People named by what they do: "the designers", "our engineers", "the analysts". */
const DOERS = String.raw`[\p{Ll}-]+(?:ers|ors|ists|ians|ants|ents|ees)`;
export const ROLE = String.raw`(?:(?:${ci(DETERMINERS)})\s+(?:(?!(?:that|the|a|an|who|which|to|for|of|or|with|about|on|in|at)\s)[\p{L}-]+(?:['\u2019]s)?\s+){0,3}(?:${ci(ROLE_NOUNS)}|${TITLE_ROLES})(?:\s+(?:${ci('managers|manager|directors|director|owners|owner|leads|lead|teams|team|staff|coordinators|coordinator|organisations|organizations|businesses|companies|firms|charities|groups|agencies|clubs|schools|venues')})\b)?|(?:${ci('the|our|all the|all our|all')})\s+${DOERS}|(?:(?:${ci('new|all|our')})\s+)?(?:(?:${ci(KINDS_OF_READER)})\s+)?(?:(?:Year|Grade|Class|Form)\s+\d+\s+)?(?:(?!(?:that|the|a|an|who|which|to|for|of|and|or|with|about|on|in|at|if|whether)\s)[\p{Ll}-]+\s+){0,2}(?:${ci(BARE_ROLES)}|${DOERS}))\b`;

export const LEAD = String.raw`^(?:(?:${ci('please')}|${ci('kindly')})\s+)?(?:(?:(?:I|${ci('we')})\s+)?(?:${ci('want')}|${ci('need')}|${ci('would like')}|${ci('wanted')}|${ci('have')})\s+to\s+|(?:I|${ci('we')})['\u2019]d\s+${ci('like')}\s+to\s+)?`;

/** Readers named as a kind of business, many at once: "law firms", "dental practices". */
export const BUSINESSES = String.raw`(?:[\p{Ll}-]+\s+){0,2}(?:firms|companies|businesses|shops|stores|practices|offices|schools|clinics|studios|agencies|restaurants|hotels|gyms|salons|cafes|bakeries|bookstores|bookshops|pubs|bars|garages|farms|nurseries|dentists|pharmacies|surgeries|delis|butchers|florists|breweries|venues)`;

/**
 * One business or institution, as a reader from outside: "the demo I gave the care home"
 * (not "the clinic director", a person there).
 */
export const A_BUSINESS = String.raw`(?:care home|nursing home|clinic|practice|surgery|school|nursery|studio|agency|restaurant|hotel|gym|salon|cafe|bakery|firm|company|shop|store|museum|library|council|charity|hospital)(?!\s+(?:director|manager|owner|founder|head|staff|team|receptionist|administrator|coordinator|lead|board)\b)`;

/**
 * The words a business trades under ("Quenby Electrical", "Ridgeway Vets", "Brightline
 * Dental"), one list for who is written to (a business is many people) and for the greeting
 * (a business keeps its whole name).
 */
export const TRADING_WORDS = String.raw`Electrical|Electrics|Plumbing|Heating|Haulage|Removals|Builders|Building|Construction|Roofing|Joinery|Glazing|Motors|Garage|Dental|Clinic|Surgery|Pharmacy|Bakery|Bakehouse|Butchers|Dairy|Farm|Nursery|Cycles|Hardware|Supplies|Services|Solutions|Studio|Studios|Design|Media|Printing|Print|Catering|Cleaning|Landscaping|Gardens|Logistics|Transport|Travel|Hotel|Café|Cafe|Kitchen|Restaurant|Practice|Physiotherapy|Physio|Osteopathy|Chiropractic|Vets|Opticians|Accountants|Solicitors|Surveyors|Architects|Estates|Lettings|Homes|Partnership|Yard|Works|Mill|Hub|Ltd|Limited|Inc|LLC|Co|Company|Group|Partners|Associates|Trust|Foundation|Society|Club|Council|Centre|Center|School|Academy|College|Vets?|Veterinary|Foods?|Studios?|Labs?|Consulting|Systems|Fitness|Farms?|Goods|Digital|Health|Care|Capital|Ventures|Holdings|Industries|Store|Shop|Bank|Press|Books|Tech|Software|Energy|Legal|Law|Insurance|Realty|Properties|Events|Marketing|Gardens?|Florists?|Salon|Spa|Gym|Telecom|Engineering|Bikes|Coffee|Bistro|Optics|Interiors|Electric|Auto|Conferencing|Hire|Venues|Productions|Translations|Recruitment|Rentals|Repairs`;
/** A name that ends in a trading word, or holds an "&": "Pellow & Daughters Opticians". */
export const TRADING_NAME = new RegExp(String.raw`(?:&|\s(?:${TRADING_WORDS}))$`);
