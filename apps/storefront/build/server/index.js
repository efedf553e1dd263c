import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { Form, Link, Links, Meta, NavLink, Outlet, Scripts, ScrollRestoration, ServerRouter, UNSAFE_withComponentProps, UNSAFE_withErrorBoundaryProps, createContext, data, isRouteErrorResponse, redirect, useMatches, useRouteLoaderData } from "react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { createContext as createContext$1, useContext, useEffect, useState, useSyncExternalStore } from "react";
// \0rolldown/runtime.js
var __defProp = Object.defineProperty;
var __exportAll = (all, no_symbols) => {
	let target = {};
	for (var name in all) __defProp(target, name, {
		get: all[name],
		enumerable: true
	});
	if (!no_symbols) __defProp(target, Symbol.toStringTag, { value: "Module" });
	return target;
};
// app/lib/request-context.ts
var storefrontContext = createContext();
// app/entry.server.tsx
var entry_server_exports = /* @__PURE__ */ __exportAll({
	default: () => handleRequest,
	storefrontContext: () => storefrontContext,
	streamTimeout: () => streamTimeout
});
var streamTimeout = 5e3;
function handleRequest(request, responseStatusCode, responseHeaders, routerContext) {
	if (request.method.toUpperCase() === "HEAD") return new Response(null, {
		status: responseStatusCode,
		headers: responseHeaders
	});
	return new Promise((resolve, reject) => {
		let shellRendered = false;
		const userAgent = request.headers.get("user-agent");
		const readyOption = userAgent && isbot(userAgent) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
		let timeout = setTimeout(() => abort(), 6e3);
		const { pipe, abort } = renderToPipeableStream(/* @__PURE__ */ jsx(ServerRouter, {
			context: routerContext,
			url: request.url
		}), {
			[readyOption]() {
				shellRendered = true;
				const body = new PassThrough({ final(callback) {
					clearTimeout(timeout);
					timeout = void 0;
					callback();
				} });
				if (!responseHeaders.has("Content-Type")) responseHeaders.set("Content-Type", "text/html; charset=utf-8");
				pipe(body);
				resolve(new Response(createReadableStreamFromReadable(body), {
					headers: responseHeaders,
					status: responseStatusCode
				}));
			},
			onShellError(error) {
				reject(error);
			},
			onError(error) {
				responseStatusCode = 500;
				if (shellRendered) console.error(error);
			}
		});
	});
}
// ../../packages/core/src/catalog/image-url.ts
/**
* Product image URL through the image service (contract 12): `<base>/<width>/<height>/resize<path>`. An empty path or
* 'no_selection' counts as no image and gives the placeholder (spec point 5).
*/
function productImageUrl(path, size, options = {}) {
	const base = (options.baseUrl ?? "/img").replace(/\/$/, "");
	const clean = typeof path === "string" ? path.trim() : "";
	if (!clean || clean === "no_selection" || clean.endsWith("/no_selection")) return `${base}/${size.width}/${size.height}/resize/${(options.placeholder ?? "placeholder.jpg").replace(/^\//, "")}`;
	return `${base}/${size.width}/${size.height}/resize${clean.startsWith("/") ? clean : `/${clean}`}`;
}
// ../../packages/core/src/catalog/search-query.ts
function wrap(value) {
	return Array.isArray(value) ? { in: [...value] } : value;
}
function buildSearchQuery(input) {
	const sorts = (input.sort ?? "").split(",").map((part) => part.trim()).filter(Boolean).map((part) => {
		const [field, order] = part.split(":");
		return {
			field,
			options: order === "desc" ? "desc" : "asc"
		};
	});
	return {
		_availableFilters: (input.facets ?? []).map((field) => ({
			field,
			scope: "catalog",
			options: {}
		})),
		_appliedFilters: (input.filters ?? []).map((f) => ({
			attribute: f.attribute,
			value: wrap(f.value),
			scope: f.scope ?? "default"
		})),
		_appliedSort: sorts,
		_searchText: input.text ?? ""
	};
}
/** Spec point 9: listings show visibility 2, 3, 4 and status 0, 1. */
var LISTING_FILTERS = [{
	attribute: "visibility",
	value: [
		2,
		3,
		4
	]
}, {
	attribute: "status",
	value: [0, 1]
}];
// ../../packages/core/src/config/merge-config.ts
var UNSAFE_KEYS = /* @__PURE__ */ new Set([
	"__proto__",
	"constructor",
	"prototype"
]);
function isPlainObject(value) {
	if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
	const proto = Object.getPrototypeOf(value);
	return proto === Object.prototype || proto === null;
}
function cloneValue(value) {
	if (Array.isArray(value)) return value.map(cloneValue);
	if (!isPlainObject(value)) return value;
	const out = {};
	for (const [key, item] of Object.entries(value)) if (!UNSAFE_KEYS.has(key)) out[key] = cloneValue(item);
	return out;
}
/** Untyped deep merge for data of unknown shape (parsed JSON); the result shares nothing with its inputs. */
function mergeUnknown(base, override) {
	if (override === void 0) return cloneValue(base);
	if (!isPlainObject(base) || !isPlainObject(override)) return cloneValue(override);
	const out = cloneValue(base);
	for (const [key, value] of Object.entries(override)) {
		if (UNSAFE_KEYS.has(key) || value === void 0) continue;
		out[key] = mergeUnknown(out[key], value);
	}
	return out;
}
/**
* Deep merge: objects merge key by key, arrays and scalars of `override` replace those of `base`, undefined keeps the
* base value. Neither input is modified and the result shares no object with them.
*/
function mergeConfig(base, override) {
	return mergeUnknown(base, override);
}
// ../../packages/core/src/config/resolve-store-view.ts
/** Applies `extend` recursively; a parent's url, storeCode and appendStoreCode describe only the parent. */
function withExtends(views, code, chain) {
	const view = views[code];
	if (!view) throw new Error(`Store view "${code}" extended by "${chain.at(-1) ?? ""}" does not exist`);
	if (chain.includes(code)) throw new Error(`Store views extend each other in a loop: ${[...chain, code].join(" → ")}`);
	if (!view.extend) return view;
	const { url: _url, storeCode: _storeCode, appendStoreCode: _append, extend: _extend, ...inherited } = withExtends(views, view.extend, [...chain, code]);
	return mergeConfig(inherited, view);
}
/**
* VSF's store-view rule: the base is {tax, i18n, elasticsearch, seo} of the root config; with multistore on, the view
* for `storeCode` (or `defaultStoreCode` when empty) is deep-merged over it after resolving `extend`. Unknown codes,
* and every code while multistore is off, give the default view, whose storeCode and url are ''. `disabled` views
* still resolve: whether to route to them is the router's decision (see `routableStoreCodes`).
*/
function resolveStoreView(config, storeCode) {
	const { storeViews, defaultStoreCode } = config;
	const base = {
		storeCode: "",
		storeId: (defaultStoreCode ? storeViews.views[defaultStoreCode] : void 0)?.storeId ?? 1,
		name: storeViews.defaultStoreName,
		url: "",
		appendStoreCode: false,
		disabled: false,
		i18n: config.i18n,
		tax: config.tax,
		elasticsearch: config.elasticsearch,
		seo: config.seo
	};
	const code = storeViews.multistore ? storeCode || defaultStoreCode : "";
	if (!code || !Object.hasOwn(storeViews.views, code)) return mergeConfig(base, void 0);
	const { extend: _extend, ...view } = withExtends(storeViews.views, code, []);
	return mergeConfig(base, view);
}
// ../../packages/core/src/config/routable-store-codes.ts
/** Store codes whose '/{storeCode}/' routes should exist: multistore on, listed in mapStoreUrlsFor, not disabled. */
function routableStoreCodes(config) {
	const { multistore, mapStoreUrlsFor, views } = config.storeViews;
	if (!multistore) return [];
	return mapStoreUrlsFor.filter((code) => Object.hasOwn(views, code) && views[code]?.disabled === false);
}
// ../../packages/core/src/i18n/dictionary-de-de.ts
/** Navigation, page titles and the most frequent notices; everything else falls back to en-US. */
var DE_DE_DICTIONARY = Object.freeze({
	Home: "Startseite",
	Menu: "Menü",
	"Open menu": "Menü öffnen",
	Close: "Schließen",
	Back: "Zurück",
	Search: "Suche",
	"Search for products": "Produkte suchen",
	Wishlist: "Wunschliste",
	"Your wishlist is empty.": "Ihre Wunschliste ist leer.",
	Compare: "Vergleichen",
	"Compare products": "Produkte vergleichen",
	"My account": "Mein Konto",
	Cart: "Warenkorb",
	"Shopping cart": "Warenkorb",
	"Your shopping cart is empty.": "Ihr Warenkorb ist leer.",
	Checkout: "Kasse",
	"Continue shopping": "Weiter einkaufen",
	Categories: "Kategorien",
	"View all": "Alle anzeigen",
	"Log in": "Anmelden",
	"Log out": "Abmelden",
	"Sign up": "Registrieren",
	Register: "Registrieren",
	"Forgot password?": "Passwort vergessen?",
	"My profile": "Mein Profil",
	"My shipping details": "Meine Lieferadresse",
	"My newsletter": "Mein Newsletter",
	"My orders": "Meine Bestellungen",
	Order: "Bestellung",
	"Recently viewed": "Zuletzt angesehen",
	Newsletter: "Newsletter",
	Subscribe: "Abonnieren",
	Unsubscribe: "Abbestellen",
	"E-mail address": "E-Mail-Adresse",
	"Add to cart": "In den Warenkorb",
	"Add to wishlist": "Auf die Wunschliste",
	"Remove from wishlist": "Von der Wunschliste entfernen",
	"Add to compare": "Zum Vergleich hinzufügen",
	"Remove from compare": "Aus dem Vergleich entfernen",
	Remove: "Entfernen",
	Edit: "Bearbeiten",
	Save: "Speichern",
	Cancel: "Abbrechen",
	Quantity: "Menge",
	Price: "Preis",
	Subtotal: "Zwischensumme",
	Shipping: "Versand",
	Tax: "Steuer",
	Discount: "Rabatt",
	"Grand total": "Gesamtsumme",
	Filters: "Filter",
	"Clear filters": "Filter zurücksetzen",
	"Sort by": "Sortieren nach",
	"Load more": "Mehr laden",
	"Loading...": "Wird geladen …",
	Details: "Details",
	Reviews: "Bewertungen",
	Size: "Größe",
	Color: "Farbe",
	"You are offline": "Sie sind offline",
	Store: "Shop",
	Language: "Sprache",
	Currency: "Währung",
	Departments: "Abteilungen",
	Orders: "Bestellungen",
	Help: "Hilfe",
	About: "Über uns",
	"Follow us": "Folgen Sie uns",
	"Back to top": "Nach oben",
	"Page not found": "Seite nicht gefunden",
	"Go to the home page": "Zur Startseite",
	"Legal notice": "Impressum",
	"Privacy policy": "Datenschutzerklärung",
	Magazine: "Magazin",
	Sale: "Sale",
	"Order tracking": "Sendungsverfolgung",
	"About us": "Über uns",
	"Job openings": "Stellenangebote",
	"Customer service": "Kundenservice",
	"Store locator": "Filialfinder",
	"Size guide": "Größentabelle",
	"Gift card": "Geschenkkarte",
	Delivery: "Lieferung",
	Returns: "Rücksendungen",
	"Order from catalog": "Aus dem Katalog bestellen",
	"Contact us": "Kontakt",
	New: "Neu",
	"Similar products": "Ähnliche Produkte",
	Latest: "Neueste",
	"Price: Low to high": "Preis: aufsteigend",
	"Price: High to low": "Preis: absteigend",
	"Cash on delivery": "Nachnahme",
	"No products found!": "Keine Produkte gefunden!",
	"Out of stock!": "Nicht auf Lager!",
	"In stock!": "Auf Lager!",
	"Proceed to checkout": "Zur Kasse",
	"Product has been added to the cart!": "Das Produkt wurde in den Warenkorb gelegt!",
	"Product {productName} has been added to the compare!": "Produkt {productName} wurde zum Vergleich hinzugefügt!",
	"Product {productName} has been removed from compare!": "Produkt {productName} wurde aus dem Vergleich entfernt!",
	"You need to be logged in to see this page": "Sie müssen angemeldet sein, um diese Seite zu sehen",
	"You're logged out": "Sie wurden abgemeldet",
	"404 Page Not Found": "404 Seite nicht gefunden",
	"Internal Server Error 500": "Interner Serverfehler 500",
	"Field is required": "Pflichtfeld",
	"Please provide valid e-mail address.": "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
	"Searched term should consist of at least 3 characters.": "Der Suchbegriff muss mindestens 3 Zeichen lang sein."
});
// ../../packages/core/src/i18n/messages-errors.ts
/** Spec point 8, word for word (typos included: they are what shoppers of VSF 1 saw and what translations key on). */
var ERROR_MESSAGES = [
	"No available product variants",
	"Product query returned an empty result",
	"Product query returned empty result",
	"CMS query returned empty result",
	"CMS block query returned empty result",
	"No entity type registered",
	"Search adapter class is not provided",
	"Out of stock!",
	"The product is out of stock and cannot be added to the cart!",
	"Some of the ordered products are not available!",
	"No such configuration for the product. Please do choose another combination of attributes.",
	"Out of the stock!",
	"In stock!",
	"The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.",
	"No products synchronized for this category. Please come back while online!",
	"Product price is unknown, product cannot be added to the cart!",
	"Product has been added to the cart!",
	"Proceed to checkout",
	"Shopping cart is empty. Please add some products before entering Checkout",
	"You've entered an incorrect coupon code. Please try again.",
	"Internal validation error",
	"Address provided in checkout contains invalid data. Please check if all required fields are filled in and also contact us on {email} to resolve this issue for future. Your order has been canceled.",
	"Internal validation error. Please check if all required fields are filled in. Please contact us on {email}",
	"Some products you've ordered are out of stock. Your order has been canceled.",
	"The order can not be transfered because of server error. Order has been queued",
	"OK",
	"You need to be logged in to see this page",
	"Error refreshing user token. User is not authorized to access the resource",
	"Internal Application error while refreshing the tokens. Please clear the storage and refresh page.",
	"not authorized",
	"Reset password feature does not work while offline!",
	"Error while sending reset password e-mail",
	"Password has successfully been changed",
	"Account data has successfully been updated",
	"You're logged out",
	"Something went wrong. Try again in a few seconds.",
	"You submitted your review for moderation.",
	"Adding a review ...",
	"Product {productName} has been added to the compare!",
	"Product {productName} has been removed from compare!",
	"Internal Server Error 500",
	"404 Page Not Found",
	"Error with response - bad content-type!",
	"Unhandled error, wrong response format!",
	"The product, category or CMS page is not available in Offline mode. Redirecting to Home."
];
// ../../packages/core/src/i18n/messages-navigation.ts
/** Header, footer, account and common action labels. */
var NAVIGATION_MESSAGES = [
	"Home",
	"Menu",
	"Open menu",
	"Close",
	"Back",
	"Search",
	"Search for products",
	"Wishlist",
	"Your wishlist is empty.",
	"Compare",
	"Compare products",
	"My account",
	"Cart",
	"Shopping cart",
	"Your shopping cart is empty.",
	"Checkout",
	"Continue shopping",
	"Categories",
	"View all",
	"Log in",
	"Log out",
	"Sign up",
	"Register",
	"Forgot password?",
	"My profile",
	"My shipping details",
	"My newsletter",
	"My orders",
	"Order",
	"Recently viewed",
	"Newsletter",
	"Subscribe",
	"Unsubscribe",
	"E-mail address",
	"Add to cart",
	"Add to wishlist",
	"Remove from wishlist",
	"Add to compare",
	"Remove from compare",
	"Remove",
	"Edit",
	"Save",
	"Cancel",
	"Quantity",
	"Price",
	"Subtotal",
	"Shipping",
	"Tax",
	"Discount",
	"Grand total",
	"Filters",
	"Clear filters",
	"Sort by",
	"Load more",
	"Loading...",
	"Details",
	"Reviews",
	"Size",
	"Color",
	"You are offline",
	"Store",
	"Language",
	"Currency",
	"Departments",
	"Orders",
	"Help",
	"About",
	"Follow us",
	"Back to top",
	"Page not found",
	"Go to the home page"
];
// ../../packages/core/src/i18n/messages-screens.ts
/** Texts of spec points 2 and 4 that screens and notifications show. */
var SCREEN_MESSAGES = [
	"You need to be logged in to see this page",
	"Parking - Available Spots",
	"No products found!",
	"Please change Your search criteria and try again. If still not finding anything relevant, please visit the Home page and try out some of our bestsellers!",
	"Similar products",
	"Check available sizes",
	"N/A",
	"Sale",
	"New",
	"Proceed to checkout",
	"404 Page Not Found",
	"Internal Server Error 500",
	"Order waiting!",
	"Click here to confirm the order that you made offline.",
	"Processing order...",
	"Cash on delivery",
	"Paypal",
	"Latest",
	"Price: Low to high",
	"Price: High to low"
];
// ../../packages/core/src/i18n/messages-validation.ts
/** Spec point 5: form messages, product option messages and the add-to-cart rule. */
var VALIDATION_MESSAGES = [
	"Field is required",
	"Name must have at least 2 letters.",
	"Zip-code must have at least 3 letters.",
	"Tax ID must have at least 3 letters.",
	"Please provide valid e-mail address.",
	"Passwords must be identical.",
	"Password must have at least 8 letters.",
	"You must accept the terms and conditions.",
	"Searched term should consist of at least 3 characters.",
	"Quantity must be above 0.",
	"Field is required.",
	"Please configure product custom options and fix the validation errors",
	"Must be greater than 0.",
	"Please configure product bundle options and fix the validation errors",
	"Product price is unknown, product cannot be added to the cart!"
];
// ../../packages/core/src/i18n/static-page-titles.ts
/** Route names of spec point 2 that share the generic static page. */
var STATIC_PAGE_ROUTES = [
	"legal",
	"privacy",
	"magazine",
	"sale",
	"order-tracking",
	"about-us",
	"job-openings",
	"customer-service",
	"store-locator",
	"size-guide",
	"gift-card",
	"delivery",
	"returns",
	"order-from-catalog",
	"contact"
];
/** Route name → English title, which is also the translation key of the title. */
var STATIC_PAGE_TITLES = {
	legal: "Legal notice",
	privacy: "Privacy policy",
	magazine: "Magazine",
	sale: "Sale",
	"order-tracking": "Order tracking",
	"about-us": "About us",
	"job-openings": "Job openings",
	"customer-service": "Customer service",
	"store-locator": "Store locator",
	"size-guide": "Size guide",
	"gift-card": "Gift card",
	delivery: "Delivery",
	returns: "Returns",
	"order-from-catalog": "Order from catalog",
	contact: "Contact us"
};
// ../../packages/core/src/i18n/dictionary-en-us.ts
var keys = [
	...ERROR_MESSAGES,
	...VALIDATION_MESSAGES,
	...SCREEN_MESSAGES,
	...NAVIGATION_MESSAGES,
	...Object.values(STATIC_PAGE_TITLES)
];
/** Complete: each key maps to itself, so the en-US text is edited in the message lists, in one place. */
var EN_US_DICTIONARY = Object.freeze(Object.fromEntries(keys.map((key) => [key, key])));
// ../../packages/core/src/i18n/dictionary-it-it.ts
/** Navigation, page titles and the most frequent notices; everything else falls back to en-US. */
var IT_IT_DICTIONARY = Object.freeze({
	Home: "Home",
	Menu: "Menu",
	"Open menu": "Apri il menu",
	Close: "Chiudi",
	Back: "Indietro",
	Search: "Cerca",
	"Search for products": "Cerca prodotti",
	Wishlist: "Lista dei desideri",
	"Your wishlist is empty.": "La tua lista dei desideri è vuota.",
	Compare: "Confronta",
	"Compare products": "Confronta prodotti",
	"My account": "Il mio account",
	Cart: "Carrello",
	"Shopping cart": "Carrello",
	"Your shopping cart is empty.": "Il tuo carrello è vuoto.",
	Checkout: "Cassa",
	"Continue shopping": "Continua lo shopping",
	Categories: "Categorie",
	"View all": "Vedi tutto",
	"Log in": "Accedi",
	"Log out": "Esci",
	"Sign up": "Registrati",
	Register: "Registrati",
	"Forgot password?": "Password dimenticata?",
	"My profile": "Il mio profilo",
	"My shipping details": "I miei dati di spedizione",
	"My newsletter": "La mia newsletter",
	"My orders": "I miei ordini",
	Order: "Ordine",
	"Recently viewed": "Visti di recente",
	Newsletter: "Newsletter",
	Subscribe: "Iscriviti",
	Unsubscribe: "Annulla l'iscrizione",
	"E-mail address": "Indirizzo e-mail",
	"Add to cart": "Aggiungi al carrello",
	"Add to wishlist": "Aggiungi alla lista dei desideri",
	"Remove from wishlist": "Rimuovi dalla lista dei desideri",
	"Add to compare": "Aggiungi al confronto",
	"Remove from compare": "Rimuovi dal confronto",
	Remove: "Rimuovi",
	Edit: "Modifica",
	Save: "Salva",
	Cancel: "Annulla",
	Quantity: "Quantità",
	Price: "Prezzo",
	Subtotal: "Subtotale",
	Shipping: "Spedizione",
	Tax: "Imposte",
	Discount: "Sconto",
	"Grand total": "Totale",
	Filters: "Filtri",
	"Clear filters": "Cancella i filtri",
	"Sort by": "Ordina per",
	"Load more": "Carica altri",
	"Loading...": "Caricamento…",
	Details: "Dettagli",
	Reviews: "Recensioni",
	Size: "Taglia",
	Color: "Colore",
	"You are offline": "Sei offline",
	Store: "Negozio",
	Language: "Lingua",
	Currency: "Valuta",
	Departments: "Reparti",
	Orders: "Ordini",
	Help: "Aiuto",
	About: "Chi siamo",
	"Follow us": "Seguici",
	"Back to top": "Torna su",
	"Page not found": "Pagina non trovata",
	"Go to the home page": "Vai alla home page",
	"Legal notice": "Note legali",
	"Privacy policy": "Informativa sulla privacy",
	Magazine: "Magazine",
	Sale: "Saldi",
	"Order tracking": "Traccia il tuo ordine",
	"About us": "Chi siamo",
	"Job openings": "Lavora con noi",
	"Customer service": "Servizio clienti",
	"Store locator": "Trova il negozio",
	"Size guide": "Guida alle taglie",
	"Gift card": "Carta regalo",
	Delivery: "Consegna",
	Returns: "Resi",
	"Order from catalog": "Ordina dal catalogo",
	"Contact us": "Contattaci",
	New: "Novità",
	"Similar products": "Prodotti simili",
	Latest: "Più recenti",
	"Price: Low to high": "Prezzo: dal più basso",
	"Price: High to low": "Prezzo: dal più alto",
	"Cash on delivery": "Contrassegno",
	"No products found!": "Nessun prodotto trovato!",
	"Out of stock!": "Esaurito!",
	"In stock!": "Disponibile!",
	"Proceed to checkout": "Vai alla cassa",
	"Product has been added to the cart!": "Il prodotto è stato aggiunto al carrello!",
	"Product {productName} has been added to the compare!": "Il prodotto {productName} è stato aggiunto al confronto!",
	"Product {productName} has been removed from compare!": "Il prodotto {productName} è stato rimosso dal confronto!",
	"You need to be logged in to see this page": "Devi effettuare l'accesso per vedere questa pagina",
	"You're logged out": "Sei uscito dal tuo account",
	"404 Page Not Found": "404 Pagina non trovata",
	"Internal Server Error 500": "Errore interno del server 500",
	"Field is required": "Campo obbligatorio",
	"Please provide valid e-mail address.": "Inserisci un indirizzo e-mail valido.",
	"Searched term should consist of at least 3 characters.": "Il termine di ricerca deve contenere almeno 3 caratteri."
});
// ../../packages/core/src/i18n/default-dictionaries.ts
/** Bundled dictionaries. To add or extend one, pass `{ ...DEFAULT_DICTIONARIES, 'fr-FR': fr }` to createTranslator. */
var DEFAULT_DICTIONARIES = Object.freeze({
	"en-US": EN_US_DICTIONARY,
	"de-DE": DE_DE_DICTIONARY,
	"it-IT": IT_IT_DICTIONARY
});
/** The locale every translator falls back to before returning the key itself. */
var FALLBACK_LOCALE = "en-US";
// ../../packages/core/src/i18n/interpolate.ts
/** Replaces `{name}` with params.name; placeholders without a param stay visible, which makes a missing one obvious. */
function interpolate(text, params) {
	if (!params) return text;
	return text.replace(/\{(\w+)\}/g, (placeholder, name) => Object.hasOwn(params, name) ? String(params[name]) : placeholder);
}
// ../../packages/core/src/i18n/create-translator.ts
/** Exact locale, then another region of the same language (de-AT → de-DE), then en-US. */
function lookupChain(locale, dictionaries) {
	const language = locale.split("-")[0]?.toLowerCase() ?? "";
	const chain = [
		locale,
		Object.keys(dictionaries).find((candidate) => candidate !== locale && candidate.split("-")[0]?.toLowerCase() === language),
		FALLBACK_LOCALE
	].filter((code) => code !== void 0).map((code) => dictionaries[code]).filter((dictionary) => dictionary !== void 0);
	return [...new Set(chain)];
}
/**
* One translator per request or per rendered tree. There is deliberately no global "current locale": the server
* renders pages for many shoppers at once.
*/
function createTranslator(locale, dictionaries = DEFAULT_DICTIONARIES) {
	const chain = lookupChain(locale, dictionaries);
	return Object.freeze({
		locale,
		t(key, params) {
			for (const dictionary of chain) {
				const text = Object.hasOwn(dictionary, key) ? dictionary[key] : void 0;
				if (text !== void 0) return interpolate(text, params);
			}
			return interpolate(key, params);
		}
	});
}
// ../../packages/core/src/i18n/format-price.ts
var INTL_LOCALE_ALIASES = { "jp-JP": "ja-JP" };
function roundTo(value, digits) {
	const factor = 10 ** digits;
	return Math.round(Number((value * factor).toPrecision(12))) / factor;
}
function groupThousands(integer, separator) {
	return integer.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}
function formatWithLocale(amount, digits, options) {
	if (!options.locale) return void 0;
	try {
		return new Intl.NumberFormat(INTL_LOCALE_ALIASES[options.locale] ?? options.locale, {
			minimumFractionDigits: digits,
			maximumFractionDigits: digits,
			numberingSystem: "latn"
		}).formatToParts(amount).map((part) => {
			if (part.type === "group") return options.currencyGroup || part.value;
			if (part.type === "decimal") return options.currencyDecimal || part.value;
			return part.value;
		}).join("");
	} catch {
		return;
	}
}
function formatPlain(amount, digits, options) {
	const [integer = "0", fraction] = amount.toFixed(digits).split(".");
	const grouped = options.currencyGroup ? groupThousands(integer, options.currencyGroup) : integer;
	return fraction === void 0 ? grouped : `${grouped}${options.currencyDecimal || "."}${fraction}`;
}
/**
* Spec point 9: fixed fraction digits (2 by default) and the minus sign before everything: '-$5.00', '-5.00 €'.
* An amount that rounds to zero has no sign. Non-numeric input gives '' rather than 'NaN' on a page.
*/
function formatPrice(value, options) {
	const amount = typeof value === "string" ? Number.parseFloat(value) : value;
	if (!Number.isFinite(amount)) return "";
	const digits = options.fractionDigits ?? 2;
	const rounded = roundTo(Math.abs(amount), digits);
	const body = formatWithLocale(rounded, digits, options) ?? formatPlain(rounded, digits, options);
	const sign = options.currencySign;
	let text = body;
	if (sign) text = options.currencySignPlacement === "append" ? `${body} ${sign}` : `${sign}${body}`;
	return amount < 0 && rounded !== 0 ? `-${text}` : text;
}
// ../../packages/core/src/routing/access-guard.ts
var LOGIN_REQUIRED_MESSAGE = "You need to be logged in to see this page";
/** Spec point 2 access guard: a not-logged-in visitor of a protected route goes to the root with an error. */
function accessGuard(route, isLoggedIn) {
	if (!route?.requiresAuth || isLoggedIn) return void 0;
	return {
		redirect: "/",
		message: LOGIN_REQUIRED_MESSAGE
	};
}
// ../../packages/core/src/routing/product-route-name.ts
/** The types whose URL has no child segment (spec point 2); every other type id, known or not, carries childSku. */
var SINGLE_PRODUCT_TYPES = Object.freeze([
	"simple",
	"virtual",
	"bundle",
	"downloadable",
	"grouped"
]);
/** Name of the catch-all product route used when the type is not known (VSF's route named 'product'). */
var GENERIC_PRODUCT_ROUTE = "product";
function usesChildSku(typeId) {
	return !SINGLE_PRODUCT_TYPES.includes(typeId ?? "");
}
function productRouteName(typeId) {
	return typeId ? `${typeId}-product` : GENERIC_PRODUCT_ROUTE;
}
/** 'simple-product' → 'simple-product-amp', 'category' → 'category-amp'. */
function ampRouteName(routeName) {
	return `${routeName}-amp`;
}
// ../../packages/core/src/routing/catalog-patterns.ts
/**
* With the dispatcher on, bare short shapes would be indistinguishable from url_paths such as '/women/women-20',
* so links that cannot use a url_path fall back to the unambiguous prefixed shapes.
*/
function usesShortShapes(options) {
	return Boolean(options.useShortCatalogUrls) && !options.useUrlDispatcher;
}
/** AMP shapes start with '/amp', so the short form is never ambiguous and follows the switch alone. */
function ampUsesShortShapes(options) {
	return Boolean(options.useShortCatalogUrls);
}
function productPattern(typeId, options, amp = false) {
	const short = amp ? ampUsesShortShapes(options) : usesShortShapes(options);
	const base = `${amp ? "/amp" : ""}${short ? "" : "/p"}/:parentSku/:slug`;
	return usesChildSku(typeId) ? `${base}/:childSku` : base;
}
function categoryPattern(options, amp = false) {
	const short = amp ? ampUsesShortShapes(options) : usesShortShapes(options);
	return `${amp ? "/amp" : ""}${short ? "" : "/c"}/:slug`;
}
// ../../packages/core/src/text/slugify.ts
/**
* Spec point 5: lower-case; spaces become dashes, '&' becomes '-and-', other non-word characters are removed,
* repeated dashes collapse.
*/
function slugify(text) {
	return text.toString().toLowerCase().replace(/\s+/g, "-").replace(/&/g, "-and-").replace(/[^\w-]+/g, "").replace(/--+/g, "-");
}
// ../../packages/core/src/routing/entity-slug.ts
function nonEmptyString(value) {
	if (typeof value === "number" && Number.isFinite(value)) return String(value);
	return typeof value === "string" && value.trim() !== "" ? value : void 0;
}
/**
* The indexer's slug, else url_key, else what the indexer would have computed: slugify(name + '-' + id)
* (contract 15.1). Going through slugify on the whole string keeps "Tee " + id from producing a double dash.
*/
function entitySlug(entity) {
	const stored = nonEmptyString(entity.slug) ?? nonEmptyString(entity.url_key);
	if (stored) return stored;
	const name = nonEmptyString(entity.name) ?? "";
	const id = nonEmptyString(entity.id);
	return slugify(id === void 0 ? name : `${name}-${id}`);
}
// ../../packages/core/src/routing/safe-decode.ts
/**
* decodeURIComponent that never throws. A single malformed %-sequence in a pasted or crawled URL made VSF redirect
* valid url_paths to page-not-found (#2614); here well-formed runs are decoded and malformed ones are kept verbatim.
*/
function safeDecode(text) {
	try {
		return decodeURIComponent(text);
	} catch {
		return text.replace(/(?:%[\dA-Fa-f]{2})+/g, (run) => {
			try {
				return decodeURIComponent(run);
			} catch {
				return run;
			}
		});
	}
}
// ../../packages/core/src/routing/url-parts.ts
/** Splits a root-relative URL without the WHATWG URL class, which needs a base and is not in the ES library. */
function splitUrl$1(url) {
	const hashAt = url.indexOf("#");
	const beforeHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
	const hash = hashAt >= 0 ? url.slice(hashAt) : "";
	const queryAt = beforeHash.indexOf("?");
	return {
		pathname: queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash,
		search: queryAt >= 0 ? beforeHash.slice(queryAt) : "",
		hash
	};
}
function trimSlashes(path) {
	return path.replace(/^\/+|\/+$/g, "");
}
/** '' and '/' become '/'; anything else gets exactly one leading slash. */
function withLeadingSlash(path) {
	return `/${path.replace(/^\/+/, "")}`;
}
/** Non-empty segments, so that a trailing slash or a doubled slash does not create an empty parameter. */
function pathSegments(pathname) {
	return pathname.split("/").filter((segment) => segment !== "");
}
/** Absolute (`https:`, `mailto:`) and protocol-relative URLs leave the app and must not get a store prefix. */
function isExternalUrl(url) {
	return /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith("//");
}
// ../../packages/core/src/routing/route-path.ts
/** Fills the `:name` segments of a pattern; each value is encoded so that a SKU with '/' stays one segment. */
function buildPath(pattern, params) {
	return `/${pathSegments(pattern).map((segment) => {
		if (!segment.startsWith(":")) return segment;
		const value = params[segment.slice(1)];
		if (value === void 0 || value === "") throw new Error(`Missing route parameter "${segment.slice(1)}" for ${pattern}`);
		return encodeURIComponent(value);
	}).join("/")}`;
}
/** Matches a pathname against a `:name` pattern, segment by segment; a trailing slash is ignored. */
function matchPathPattern(pattern, pathname) {
	const expected = pathSegments(pattern);
	const actual = pathSegments(pathname);
	if (expected.length !== actual.length) return void 0;
	const params = {};
	for (const [index, segment] of expected.entries()) {
		const value = actual[index];
		if (segment.startsWith(":")) params[segment.slice(1)] = safeDecode(value);
		else if (segment !== value) return void 0;
	}
	return params;
}
// ../../packages/core/src/routing/category-link.ts
var CATEGORY_ROUTE = "category";
function categoryLink(category, options = {}) {
	const params = { slug: entitySlug(category) };
	const urlPath = nonEmptyString(category.url_path);
	return {
		name: CATEGORY_ROUTE,
		params,
		path: options.useUrlDispatcher && urlPath ? withLeadingSlash(urlPath) : buildPath(categoryPattern(options), params),
		search: ""
	};
}
// ../../packages/core/src/routing/store-prefix.ts
/**
* The path prefix of a store view ('/de'), or '' when its URLs are unprefixed. Links and URL recognition both go
* through here, so every prefixed link maps back to its store: only mapped, enabled, non-default views with
* appendStoreCode, and only with multistore on.
*/
function storePrefix(storeCode, stores) {
	if (!stores.multistore || !storeCode || storeCode === (stores.defaultStoreCode ?? "")) return "";
	if (!stores.mapStoreUrlsFor.includes(storeCode)) return "";
	const view = stores.views[storeCode];
	if (!view || view.disabled || view.appendStoreCode === false) return "";
	return `/${(view.url && view.url.startsWith("/") && !view.url.startsWith("//") ? trimSlashes(view.url) : "") || storeCode}`;
}
/** Every store code that has a prefix, longest prefix first so that '/eu/de' wins over '/eu'. */
function prefixedStores(stores) {
	return stores.mapStoreUrlsFor.map((storeCode) => ({
		storeCode,
		prefix: storePrefix(storeCode, stores)
	})).filter((entry) => entry.prefix !== "").sort((a, b) => b.prefix.length - a.prefix.length);
}
// ../../packages/core/src/routing/store-code-from-path.ts
/**
* The store view a URL belongs to, read from the URL itself rather than from the current store view (VSF #3418 mapped
* URLs with the wrong view). Only prefixes of enabled, mapped views count, and none at all with multistore off.
*/
function storeCodeFromPath(url, stores) {
	const { pathname, search, hash } = splitUrl$1(url);
	for (const { storeCode, prefix } of prefixedStores(stores)) if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
		const rest = pathname.slice(prefix.length);
		return {
			storeCode,
			prefix,
			path: `${rest.startsWith("/") ? rest : `/${rest}`}${search}${hash}`
		};
	}
	return {
		storeCode: stores.defaultStoreCode ?? "",
		prefix: "",
		path: url
	};
}
// ../../packages/core/src/routing/localized-route.ts
/** 'checkout' → 'de-checkout' for a prefixed store view; unchanged otherwise. */
function localizedRouteName(name, storeCode, stores) {
	return storePrefix(storeCode, stores) ? `${storeCode}-${name}` : name;
}
function localizedPath(url, prefix) {
	if (!prefix || isExternalUrl(url)) return url;
	const { pathname, search, hash } = splitUrl$1(url);
	return `${prefix}${withLeadingSlash(pathname)}${search}${hash}`;
}
function localizedRoute(pathOrLink, storeCode, stores) {
	const prefix = storePrefix(storeCode, stores);
	if (typeof pathOrLink === "string") return localizedPath(pathOrLink, prefix);
	if (!prefix) return pathOrLink;
	return {
		...pathOrLink,
		name: `${storeCode}-${pathOrLink.name}`,
		path: localizedPath(pathOrLink.path, prefix)
	};
}
// ../../packages/core/src/routing/cms-page-link.ts
var CMS_PAGE_ROUTE = "cms-page";
// ../../packages/core/src/routing/is-other-store-route.ts
/**
* Spec point 2: with multistore on, navigating to a route of another store view is a full page load (the new view
* needs its own config, index and caches); otherwise the router stays in the app.
*
* Unlike VSF, an unprefixed URL counts as the default store's, so leaving '/de/…' for '/checkout' reloads into the
* default store instead of keeping German state on default-store URLs. A current view without a prefix (disabled,
* unmapped, or told apart by domain) is treated as owning unprefixed URLs, so it never reloads in a loop.
*/
function isOtherStoreRoute(url, currentStoreCode, stores) {
	if (!stores.multistore) return false;
	const defaultStoreCode = stores.defaultStoreCode ?? "";
	const current = storePrefix(currentStoreCode, stores) ? currentStoreCode : defaultStoreCode;
	return storeCodeFromPath(url, stores).storeCode !== current;
}
// ../../packages/core/src/routing/match-catalog-path.ts
var UNKNOWN = Object.freeze({ kind: "unknown" });
function productMatch(segments, amp) {
	const [parentSku, slug, childSku] = segments;
	if (segments.length < 2 || segments.length > 3 || !parentSku || !slug) return void 0;
	return {
		kind: "product",
		amp,
		params: childSku ? {
			parentSku,
			slug,
			childSku
		} : {
			parentSku,
			slug
		}
	};
}
function categoryMatch(segments, amp) {
	const [slug] = segments;
	if (segments.length !== 1 || !slug) return void 0;
	return {
		kind: "category",
		amp,
		name: amp ? ampRouteName(CATEGORY_ROUTE) : CATEGORY_ROUTE,
		params: { slug }
	};
}
/** Shapes after an optional '/amp': prefixed ('p', 'c') or bare. */
function matchShapes(segments, amp, short) {
	const [first, ...rest] = segments;
	if (!short && first === "p") return productMatch(rest, amp);
	if (!short && first === "c") return categoryMatch(rest, amp);
	if (short) return categoryMatch(segments, amp) ?? productMatch(segments, amp);
}
/**
* Parses a pathname (store prefix already removed) into a catalogue route of spec point 2. Named routes are not
* considered here: match them first (matchRoute does). Reserved first segments: 'i' (CMS) and 'amp' always, 'p' and
* 'c' in the prefixed form. With the dispatcher on, bare short shapes are left 'unknown' for resolveUnknownUrl,
* since they cannot be told apart from url_paths; prefixed shapes are still recognised (productLink falls back to
* them when a product has no url_path).
*/
function matchCatalogPath(pathname, options = {}) {
	const segments = pathSegments(splitUrl$1(pathname).pathname).map(safeDecode);
	const [first, ...rest] = segments;
	if (first === "i") {
		const [slug] = rest;
		return rest.length === 1 && slug ? {
			kind: "cms-page",
			amp: false,
			name: CMS_PAGE_ROUTE,
			params: { slug }
		} : UNKNOWN;
	}
	if (first === "amp") return matchShapes(rest, true, Boolean(options.useShortCatalogUrls)) ?? UNKNOWN;
	return matchShapes(segments, false, usesShortShapes(options)) ?? UNKNOWN;
}
// ../../packages/core/src/routing/named-route.ts
function namedRoute(name, path, screen, extras = {}) {
	return Object.freeze({
		name,
		path,
		screen,
		aliases: [],
		layout: "default",
		requiresAuth: false,
		scripts: true,
		fallback: false,
		contentType: "text/html",
		...extras
	});
}
// ../../packages/core/src/routing/route-table.ts
/** The static pages of spec point 2; their titles (also translation keys) live with the other messages. */
var STATIC_PAGES = STATIC_PAGE_ROUTES.map((name) => [name, STATIC_PAGE_TITLES[name]]);
var accountRoute = (name, path, accountSection) => namedRoute(name, path, "my-account", {
	requiresAuth: true,
	accountSection
});
/** Spec point 2, "Route names and paths", in the table's order. Catalogue routes are in catalog-routes.ts. */
var namedRoutes = Object.freeze([
	namedRoute("home", "/", "home", { aliases: ["/pwa.html"] }),
	namedRoute("checkout", "/checkout", "checkout"),
	...STATIC_PAGES.map(([name, title]) => namedRoute(name, `/${name}`, "static", { title })),
	accountRoute("my-account", "/my-account", "profile"),
	accountRoute("my-shipping-details", "/my-account/shipping-details", "shipping-details"),
	accountRoute("my-newsletter", "/my-account/newsletter", "newsletter"),
	accountRoute("my-orders", "/my-account/orders", "orders"),
	accountRoute("my-order", "/my-account/orders/:orderId", "order"),
	accountRoute("my-recently-viewed", "/my-account/recently-viewed", "recently-viewed"),
	namedRoute("compare", "/compare", "compare", { title: "Compare Products" }),
	namedRoute("page-not-found", "/page-not-found", "page-not-found", { fallback: true }),
	namedRoute("product-search-panel", "/product-search-panel", "product-search-panel"),
	namedRoute("spot-listing", "/spot-listing", "spot-listing", { title: "Parking - Available Spots" }),
	namedRoute("error", "/error", "error", { layout: "minimal" }),
	namedRoute("custom-cms-page", "/custom-cms-page", "custom-cms-page"),
	namedRoute("cms-block-demo-page-ssr", "/cms-block-demo-page-ssr", "cms-block-demo"),
	namedRoute("cms-page-sync", "/cms-page-sync", "cms-page", { cmsPage: {
		identifier: "about-us",
		loadSync: true
	} }),
	namedRoute("raw-output-example", "/raw-output-example.xml", "raw-output", {
		layout: "empty",
		contentType: "text/xml"
	}),
	namedRoute("append-prepend", "/append-prepend.html", "append-prepend", { layout: "empty" }),
	namedRoute("no-js", "/no-js.html", "no-js", { scripts: false })
]);
var routeByName = Object.freeze(Object.fromEntries(namedRoutes.map((route) => [route.name, route])));
var PAGE_NOT_FOUND_PATH = "/page-not-found";
// ../../packages/core/src/routing/match-named-route.ts
/** Finds the named route of a pathname (without store prefix); query and hash are ignored. */
function matchNamedRoute(pathname, routes = namedRoutes) {
	const { pathname: path } = splitUrl$1(pathname);
	for (const route of routes) for (const pattern of [route.path, ...route.aliases]) {
		const params = matchPathPattern(pattern, path);
		if (params) return {
			route,
			params
		};
	}
}
// ../../packages/core/src/routing/parse-query.ts
/** The first value of each key; URLSearchParams is left out to stay within the ES library. */
function parseQuery(search) {
	const query = {};
	for (const pair of search.replace(/^\?/, "").split("&")) {
		if (pair === "") continue;
		const equalsAt = pair.indexOf("=");
		const rawKey = equalsAt >= 0 ? pair.slice(0, equalsAt) : pair;
		const rawValue = equalsAt >= 0 ? pair.slice(equalsAt + 1) : "";
		const key = safeDecode(rawKey.replace(/\+/g, " "));
		if (!Object.hasOwn(query, key)) query[key] = safeDecode(rawValue.replace(/\+/g, " "));
	}
	return query;
}
function buildQuery(params) {
	const pairs = Object.entries(params).filter((entry) => entry[1] !== void 0).map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
	return pairs.length > 0 ? `?${pairs.join("&")}` : "";
}
// ../../packages/core/src/routing/product-link.ts
function productRouteParams(product, childSku) {
	const parentSku = nonEmptyString(product.parentSku) ?? product.sku;
	const slug = entitySlug(product);
	return usesChildSku(product.type_id) ? {
		parentSku,
		slug,
		childSku: nonEmptyString(childSku) ?? product.sku
	} : {
		parentSku,
		slug
	};
}
/**
* Link to a product page. With the dispatcher the path is the url_path, and a selected child other than the parent
* travels as `?childSku=`: VSF left it out of the URL and showed the parent's price for the child (#5981).
*/
function productLink(product, options = {}) {
	const name = productRouteName(product.type_id);
	const params = productRouteParams(product, options.childSku);
	const urlPath = nonEmptyString(product.url_path);
	if (options.useUrlDispatcher && urlPath) {
		const childSku = params.childSku !== params.parentSku ? params.childSku : void 0;
		return {
			name,
			params,
			path: withLeadingSlash(urlPath),
			search: buildQuery({ childSku })
		};
	}
	return {
		name,
		params,
		path: buildPath(productPattern(product.type_id, options), params),
		search: ""
	};
}
// ../../packages/core/src/routing/resolve-unknown-url.ts
/**
* Spec point 2's order for URLs no route matched: a product by url_path, then a category by url_path, then
* /page-not-found (a server-side redirect when rendering on the server). A configurable's child comes from the
* `?childSku=` query the dispatcher links carry, else it is the parent itself. Lookup failures (offline, server
* errors) reject rather than pretend the page does not exist.
*/
async function resolveUnknownUrl(url, lookups, options = {}) {
	const { stores } = options;
	const { storeCode, path } = stores ? storeCodeFromPath(url, stores) : {
		storeCode: "",
		path: url
	};
	const { pathname, search } = splitUrl$1(path);
	const urlPath = trimSlashes(safeDecode(pathname));
	const routeName = (name) => stores ? localizedRouteName(name, storeCode, stores) : name;
	const context = { storeCode };
	if (urlPath !== "") {
		const product = await lookups.productByUrlPath(urlPath, context);
		if (product) {
			const params = productRouteParams(product, parseQuery(search).childSku);
			return {
				type: "product",
				name: routeName(productRouteName(product.type_id)),
				params,
				storeCode,
				urlPath
			};
		}
		const category = await lookups.categoryByUrlPath(urlPath, context);
		if (category) {
			const params = { slug: entitySlug(category) };
			return {
				type: "category",
				name: routeName(CATEGORY_ROUTE),
				params,
				storeCode,
				urlPath
			};
		}
	}
	return {
		type: "not-found",
		redirect: stores ? localizedRoute(PAGE_NOT_FOUND_PATH, storeCode, stores) : PAGE_NOT_FOUND_PATH,
		storeCode,
		urlPath
	};
}
// ../../packages/core/src/sync/error-notification.ts
var NOT_FOUND_HOST = /\bENOTFOUND\b/;
function replyMessage(result) {
	if (typeof result === "string") return result;
	if (typeof result !== "object" || result === null) return void 0;
	const { result: inner, message } = result;
	if (typeof inner === "string" && inner !== "") return inner;
	if (typeof message === "string" && message !== "") return message;
}
function isNotFoundHost(result, message) {
	if (typeof result === "object" && result !== null && result.code === "ENOTFOUND") return true;
	return NOT_FOUND_HOST.test(message);
}
/**
* SPEC point 8 "Generic rule": the error notification a reply deserves, if any. Replies whose result carries no
* readable text (e.g. `{errorMessage, code}` objects) are left to the caller that knows the endpoint.
*/
function errorNotificationFor(reply, options) {
	if (reply.resultCode === 200 || options.silent || options.refreshingToken) return void 0;
	const message = replyMessage(reply.result);
	if (message === void 0 || message === "" || isNotFoundHost(reply.result, message)) return void 0;
	return {
		type: "error",
		message,
		action1: { label: "OK" }
	};
}
// ../../packages/core/src/sync/fire-callback-event.ts
var STORE_PREFIX = "store:";
/**
* SPEC point 4 "Sync task" step 3. Returns what the handler returned (a store action may return a promise) so the
* caller can watch it for failures.
*/
function fireCallbackEvent(task, targets) {
	const name = task.callback_event;
	if (!name) return void 0;
	if (name.startsWith(STORE_PREFIX)) return targets.dispatch(name.slice(6), task);
	return targets.emit(name, task);
}
// ../../packages/core/src/sync/is-unauthorized-reply.ts
/**
* SPEC point 4 "Token invalidation": a non-200 reply saying 'not authorized'. Contract 1.4: our API and Magento say
* it with code 401 ("The consumer isn't authorized ..."), which does not contain the phrase, so both count.
*/
function isUnauthorizedReply(reply) {
	if (reply.resultCode === 200) return false;
	if (reply.resultCode === 401) return true;
	return (typeof reply.result === "string" ? reply.result : JSON.stringify(reply.result ?? "")).includes("not authorized");
}
// ../../packages/core/src/sync/pending-tasks.ts
function isStoredTask(value) {
	if (typeof value !== "object" || value === null) return false;
	const task = value;
	return typeof task.task_id === "string" && typeof task.url === "string" && typeof task.payload === "object" && task.payload !== null && typeof task.created_at === "number" && task.transmited === false;
}
function parseStored(text, report) {
	if (text === null || text === void 0 || text === "") return [];
	let parsed;
	try {
		parsed = JSON.parse(text);
	} catch (error) {
		report(error, "sync-tasks:restore");
		return [];
	}
	if (!Array.isArray(parsed)) {
		report(/* @__PURE__ */ new Error("Stored sync tasks are not a list"), "sync-tasks:restore");
		return [];
	}
	const tasks = parsed.filter(isStoredTask);
	if (tasks.length < parsed.length) report(/* @__PURE__ */ new Error(`Dropped ${parsed.length - tasks.length} unreadable stored sync task(s)`), "sync-tasks:restore");
	return tasks;
}
function createPendingTasks(options) {
	const { storage, key, report } = options;
	let tasks = [];
	let loading;
	let writes = Promise.resolve();
	function ready() {
		loading ??= (async () => {
			if (!storage) return;
			try {
				tasks = parseStored(await storage.getItem(key), report);
			} catch (error) {
				report(error, "sync-tasks:restore");
			}
		})();
		return loading;
	}
	function persist() {
		if (!storage) return Promise.resolve();
		writes = writes.then(async () => {
			try {
				if (tasks.length === 0) await storage.removeItem(key);
				else await storage.setItem(key, JSON.stringify(tasks));
			} catch (error) {
				report(error, "sync-tasks:persist");
			}
		});
		return writes;
	}
	return {
		ready,
		list: () => tasks,
		async add(task) {
			await ready();
			tasks = [...tasks, task];
			await persist();
		},
		async remove(taskId) {
			await ready();
			const next = tasks.filter((task) => task.task_id !== taskId);
			if (next.length === tasks.length) return;
			tasks = next;
			await persist();
		},
		async clear() {
			await ready();
			tasks = [];
			await persist();
		}
	};
}
// ../../packages/core/src/sync/sync-task-error.ts
/** SPEC point 7, exact wording. */
var BAD_CONTENT_TYPE_MESSAGE = "Error with response - bad content-type!";
/** SPEC point 7, exact wording. */
var WRONG_FORMAT_MESSAGE = "Unhandled error, wrong response format!";
/** A task that failed before producing a `{code, result}` reply. Network failures keep fetch's own error instead. */
var SyncTaskError = class extends Error {
	code;
	name = "SyncTaskError";
	constructor(code, message) {
		super(message);
		this.code = code;
	}
};
// ../../packages/core/src/sync/read-envelope.ts
function readCode(code) {
	if (typeof code === "number" && Number.isFinite(code)) return code;
	if (typeof code === "string" && /^\d+$/.test(code)) return Number(code);
}
/**
* Contract 1.2/1.3: the body, not the HTTP status, carries the outcome, so a 500 with a proper envelope is a reply
* and not an error. Anything that is not JSON with a numeric `code` and a `result` is refused with the spec's message.
*/
async function readEnvelope(response, shape = "envelope") {
	if (!(response.headers.get("content-type") ?? "").toLowerCase().includes("application/json")) throw new SyncTaskError("BAD_CONTENT_TYPE", BAD_CONTENT_TYPE_MESSAGE);
	let body;
	try {
		body = await response.json();
	} catch {
		throw new SyncTaskError("WRONG_FORMAT", WRONG_FORMAT_MESSAGE);
	}
	if (typeof body !== "object" || body === null || Array.isArray(body)) throw new SyncTaskError("WRONG_FORMAT", WRONG_FORMAT_MESSAGE);
	const fields = body;
	if (shape === "json" && !("code" in fields && "result" in fields)) return {
		code: response.status ?? 200,
		result: fields
	};
	const code = readCode(fields.code);
	if (code === void 0 || !("result" in fields)) throw new SyncTaskError("WRONG_FORMAT", WRONG_FORMAT_MESSAGE);
	const envelope = {
		code,
		result: fields.result
	};
	if (typeof fields.meta === "object" && fields.meta !== null) envelope.meta = fields.meta;
	return envelope;
}
// ../../packages/core/src/sync/query-params.ts
function splitUrl(url) {
	const hashAt = url.indexOf("#");
	const hash = hashAt >= 0 ? url.slice(hashAt) : "";
	const rest = hashAt >= 0 ? url.slice(0, hashAt) : url;
	const queryAt = rest.indexOf("?");
	if (queryAt < 0) return {
		base: rest,
		params: [],
		hash
	};
	const params = rest.slice(queryAt + 1).split("&").filter((pair) => pair !== "");
	return {
		base: rest.slice(0, queryAt),
		params,
		hash
	};
}
function joinUrl({ base, params, hash }) {
	return `${base}${params.length > 0 ? `?${params.join("&")}` : ""}${hash}`;
}
function keyOf(pair) {
	const equalsAt = pair.indexOf("=");
	return equalsAt >= 0 ? pair.slice(0, equalsAt) : pair;
}
function removeQueryParam(url, name) {
	const parts = splitUrl(url);
	return joinUrl({
		...parts,
		params: parts.params.filter((pair) => keyOf(pair) !== name)
	});
}
/** Sets one query parameter, replacing any earlier occurrence so the server never sees two values. */
function setQueryParam(url, name, value) {
	const parts = splitUrl(removeQueryParam(url, name));
	parts.params.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
	return joinUrl(parts);
}
// ../../packages/core/src/sync/task-url.ts
var PLACEHOLDER = /\{\{([A-Za-z_][A-Za-z0-9_]*)\}\}/g;
/** The distinct `{{name}}` placeholders of a URL template, in order of first appearance. */
function findPlaceholders(template) {
	return [...new Set(Array.from(template.matchAll(PLACEHOLDER), (match) => match[1]))];
}
/**
* Fills every `{{name}}` that `values` has a key for; null and undefined become ''. Values are URI-component encoded
* because they land in a query string or a path segment, where a coupon code with '&' or '/' would otherwise change
* the request. Placeholders without a key are left as they are, so the caller can tell what is missing.
*/
function taskUrl(template, values) {
	return template.replace(PLACEHOLDER, (whole, name) => {
		if (!Object.hasOwn(values, name)) return whole;
		const value = values[name];
		return value === null || value === void 0 ? "" : encodeURIComponent(String(value));
	});
}
// ../../packages/core/src/sync/resolve-task-request.ts
var SESSION_PLACEHOLDERS = /* @__PURE__ */ new Set(["token", "cartId"]);
/** Placeholders the task's own params must fill; rejected up front since no later session change can fill them. */
function assertTaskParams(task) {
	const params = task.params ?? {};
	const missing = findPlaceholders(task.url).filter((name) => !SESSION_PLACEHOLDERS.has(name) && !Object.hasOwn(params, name));
	if (missing.length > 0) throw new SyncTaskError("MISSING_PARAM", `Sync task ${task.url} has no value for ${missing.map((name) => `{{${name}}}`).join(", ")}`);
}
function withBearer(headers, token) {
	const kept = Object.entries(headers ?? {}).filter(([name]) => name.toLowerCase() !== "authorization");
	return {
		...Object.fromEntries(kept),
		Authorization: `Bearer ${token}`
	};
}
/**
* SPEC point 7 / contract 1.3: turns a task into the request actually sent, with the session read at send time.
* The token and cart id always come from the session (a task's params cannot override them); missing ones become ''
* except that a URL needing a cart id is refused while there is none, because the server would otherwise act on the
* wrong cart.
*/
function resolveTaskRequest(task, context) {
	assertTaskParams(task);
	if (findPlaceholders(task.url).includes("cartId") && !context.cartId) throw new SyncTaskError("NO_CART_ID", `Sync task ${task.url} needs a cart id and there is no cart yet`);
	const token = context.token ?? "";
	let url = taskUrl(task.url, {
		...task.params,
		token,
		cartId: context.cartId ?? ""
	});
	let init = task.payload;
	if (context.tokenInHeader) {
		url = removeQueryParam(url, "token");
		if (token !== "") init = {
			...init,
			headers: withBearer(init.headers, token)
		};
	}
	if (context.multistore && context.storeCode) url = setQueryParam(url, "storeCode", context.storeCode);
	return {
		url,
		init
	};
}
// ../../packages/core/src/sync/sync-task.ts
/** SPEC point 4 "Sync task" step 1: a task is born untransmitted. */
function createSyncTask(input, identity) {
	const at = identity.now();
	const task = {
		task_id: input.task_id ?? identity.newId(),
		url: input.url,
		payload: input.payload ?? {},
		transmited: false,
		created_at: at,
		updated_at: at
	};
	if (input.params !== void 0) task.params = input.params;
	if (input.callback_event !== void 0) task.callback_event = input.callback_event;
	if (input.silent !== void 0) task.silent = input.silent;
	if (input.is_result_cacheable !== void 0) task.is_result_cacheable = input.is_result_cacheable;
	if (input.expect !== void 0) task.expect = input.expect;
	return task;
}
// ../../packages/core/src/sync/create-task-id.ts
/**
* Ids only need to be unique within one shopper's queue and its stored leftovers: the time separates sessions, the
* counter separates tasks of one millisecond, the random part separates browser tabs sharing one storage.
*/
function createTaskIdGenerator(now) {
	let counter = 0;
	return () => {
		counter += 1;
		const random = Math.random().toString(36).slice(2, 10);
		return `${now().toString(36)}-${counter.toString(36)}-${random}`;
	};
}
var reportToConsole = (error, context) => console.error(`[${context}]`, error);
function isThenable(value) {
	return typeof value?.then === "function";
}
function replyOf(task) {
	return {
		resultCode: task.resultCode ?? 0,
		result: task.result
	};
}
/**
* SPEC point 7 "every call goes through a queued task" and point 4 "Sync task". One queue per shopper session: on the
* server each request builds its own, so sessions never share tokens, carts or pending tasks.
*/
function createTaskQueue(deps) {
	const now = deps.now ?? (() => Date.now());
	const identity = {
		now,
		newId: deps.newId ?? createTaskIdGenerator(now)
	};
	const report = deps.onError ?? reportToConsole;
	const pending = createPendingTasks({
		storage: deps.storage,
		key: deps.storageKey ?? "sync-tasks",
		report
	});
	let flushing;
	async function send(task) {
		const token = deps.getToken() ?? "";
		const request = resolveTaskRequest(task, {
			token,
			cartId: deps.getCartId(),
			storeCode: deps.multistore ? deps.getStoreCode() : void 0,
			multistore: deps.multistore,
			tokenInHeader: deps.tokenInHeader
		});
		const envelope = await readEnvelope(await deps.fetch(request.url, request.init), task.expect);
		const at = now();
		const sent = {
			...task,
			transmited: true,
			transmited_at: at,
			updated_at: at,
			result: envelope.result,
			resultCode: envelope.code,
			code: envelope.code,
			acknowledged: false
		};
		if (envelope.meta) sent.meta = envelope.meta;
		else delete sent.meta;
		return {
			sent,
			token
		};
	}
	async function transmit(task) {
		const { sent, token } = await send(task);
		let outcome = sent;
		if (deps.onUnauthorized && token !== "" && isUnauthorizedReply(replyOf(sent))) {
			const retry = async () => (await send(task)).sent;
			outcome = await deps.onUnauthorized({
				task: sent,
				token,
				retry
			}) ?? sent;
		}
		const notification = errorNotificationFor(replyOf(outcome), {
			silent: outcome.silent,
			refreshingToken: deps.isRefreshingToken?.() ?? false
		});
		if (notification) deps.notify(notification);
		return outcome;
	}
	function announce(task) {
		try {
			const handled = fireCallbackEvent(task, deps);
			if (isThenable(handled)) Promise.resolve(handled).catch((error) => report(error, "sync-tasks:callback"));
		} catch (error) {
			report(error, "sync-tasks:callback");
		}
	}
	async function drain() {
		await pending.ready();
		const transmitted = [];
		for (let task = pending.list()[0]; task; task = pending.list()[0]) {
			let sent;
			try {
				sent = await transmit(task);
			} catch (error) {
				return {
					transmitted,
					remaining: pending.list().length,
					error,
					failedTask: task
				};
			}
			await pending.remove(task.task_id);
			announce(sent);
			transmitted.push(sent);
		}
		return {
			transmitted,
			remaining: 0
		};
	}
	return {
		async execute(input) {
			const sent = await transmit(createSyncTask(input, identity));
			announce(sent);
			return sent;
		},
		async queue(input) {
			const task = createSyncTask(input, identity);
			assertTaskParams(task);
			await pending.add(task);
			return task;
		},
		flush() {
			flushing ??= drain().finally(() => {
				flushing = void 0;
			});
			return flushing;
		},
		async restore() {
			await pending.ready();
			return pending.list();
		},
		pending: () => pending.list(),
		clearNotTransmitted: () => pending.clear()
	};
}
// ../../packages/core/src/text/sanitize-html.ts
var ALLOWED_TAGS = /* @__PURE__ */ new Set([
	"a",
	"abbr",
	"b",
	"blockquote",
	"br",
	"caption",
	"code",
	"dd",
	"div",
	"dl",
	"dt",
	"em",
	"figcaption",
	"figure",
	"h1",
	"h2",
	"h3",
	"h4",
	"h5",
	"h6",
	"hr",
	"i",
	"img",
	"li",
	"ol",
	"p",
	"pre",
	"section",
	"small",
	"span",
	"strong",
	"sub",
	"sup",
	"table",
	"tbody",
	"td",
	"tfoot",
	"th",
	"thead",
	"tr",
	"u",
	"ul"
]);
var VOID_TAGS = /* @__PURE__ */ new Set([
	"br",
	"hr",
	"img"
]);
/** Elements whose content is code or foreign: dropped with everything inside them. */
var DROPPED_WITH_CONTENT = /* @__PURE__ */ new Set([
	"script",
	"style",
	"iframe",
	"object",
	"embed",
	"template",
	"noscript",
	"svg",
	"math",
	"textarea",
	"select",
	"title",
	"head"
]);
var ALLOWED_ATTRIBUTES = /* @__PURE__ */ new Set([
	"href",
	"src",
	"alt",
	"title",
	"class",
	"colspan",
	"rowspan",
	"width",
	"height",
	"target",
	"rel"
]);
var SAFE_URL = /^(?:https?:|mailto:|tel:|\/|#|\.{0,2}\/|[^:]*$)/i;
function escapeText(text) {
	return text.replace(/&(?!(?:#\d+|#x[\da-f]+|[a-z]+);)/gi, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
function escapeAttribute(value) {
	return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
function decodeEntities(value) {
	return value.replace(/&#(\d+);?/g, (_, n) => String.fromCodePoint(Number(n))).replace(/&#x([\da-f]+);?/gi, (_, n) => String.fromCodePoint(parseInt(n, 16))).replace(/&colon;/gi, ":").replace(/&tab;|&newline;/gi, "");
}
function cleanAttributes(source) {
	const out = [];
	for (const match of source.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
		const name = match[1].toLowerCase();
		if (!ALLOWED_ATTRIBUTES.has(name)) continue;
		const value = match[2] ?? match[3] ?? match[4] ?? "";
		if (name === "href" || name === "src") {
			if (!value) continue;
			const plain = decodeEntities(value).replace(/[\u0000-\u0020]/g, "");
			if (!SAFE_URL.test(plain)) continue;
		}
		out.push(` ${name}="${escapeAttribute(decodeEntities(value))}"`);
	}
	return out.join("");
}
/**
* CMS content comes from the catalogue as HTML (contract 15.5); it is rendered only after this allow-list pass, so no
* script, event handler, frame or `javascript:` link from content can run. Unknown tags are dropped (their text stays),
* Magento widget directives (`{{widget ...}}`) are removed.
*/
function sanitizeHtml(html) {
	const output = [];
	const open = [];
	let dropping;
	const tokens = html.replace(/\{\{[^}]*\}\}/g, "").split(/(<!--[\s\S]*?-->|<\/?[a-zA-Z](?:[^>"']|"[^"]*"|'[^']*')*>)/g);
	for (const token of tokens) {
		if (!token) continue;
		if (token.startsWith("<!--")) continue;
		const tag = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([\s\S]*)>$/.exec(token);
		if (!tag) {
			if (!dropping) output.push(escapeText(token));
			continue;
		}
		const [, closing, rawName, rest] = tag;
		const name = rawName.toLowerCase();
		if (dropping) {
			if (closing && name === dropping) dropping = void 0;
			continue;
		}
		if (DROPPED_WITH_CONTENT.has(name)) {
			if (!closing && !rest.trim().endsWith("/")) dropping = name;
			continue;
		}
		if (!ALLOWED_TAGS.has(name)) continue;
		if (closing) {
			const index = open.lastIndexOf(name);
			if (index === -1) continue;
			while (open.length > index) output.push(`</${open.pop()}>`);
			continue;
		}
		output.push(`<${name}${cleanAttributes(rest)}>`);
		if (!VOID_TAGS.has(name)) open.push(name);
	}
	while (open.length) output.push(`</${open.pop()}>`);
	return output.join("");
}
// ../../packages/core/src/ui/create-listeners.ts
/** The subscribe half of a small external store, shaped for React's useSyncExternalStore. */
function createListeners() {
	const listeners = /* @__PURE__ */ new Set();
	return {
		subscribe(listener) {
			listeners.add(listener);
			return () => {
				listeners.delete(listener);
			};
		},
		notify(value) {
			let failure;
			for (const listener of [...listeners]) try {
				listener(value);
			} catch (error) {
				failure ??= { error };
			}
			if (failure) throw failure.error;
		}
	};
}
// ../../packages/core/src/ui/notification.ts
var DEFAULT_NOTIFICATION_TTL_MS = 5e3;
// ../../packages/core/src/ui/create-notification-store.ts
function timeToLive(notification) {
	const ttl = notification.timeToLive;
	return typeof ttl === "number" && Number.isFinite(ttl) && ttl > 0 ? ttl : DEFAULT_NOTIFICATION_TTL_MS;
}
/** SPEC point 4 "Notifications and UI". One store per shopper session: nothing here is module-level. */
function createNotificationStore(clock = {}) {
	const now = clock.now ?? (() => Date.now());
	const schedule = clock.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms));
	const cancel = clock.clearTimeout ?? ((handle) => globalThis.clearTimeout(handle));
	const listeners = createListeners();
	const timers = /* @__PURE__ */ new Map();
	let entries = [];
	let nextId = 1;
	function commit(next) {
		entries = next;
		listeners.notify(entries);
	}
	function remove(id) {
		const timer = timers.get(id);
		if (timers.delete(id)) cancel(timer);
		if (!entries.some((entry) => entry.id === id)) return;
		commit(entries.filter((entry) => entry.id !== id));
	}
	return {
		add(notification) {
			const last = entries[entries.length - 1];
			if (last && last.type === notification.type && last.message === notification.message) return void 0;
			const entry = {
				...notification,
				id: nextId++,
				createdAt: now()
			};
			if (!notification.hasNoTimeout) timers.set(entry.id, schedule(() => {
				timers.delete(entry.id);
				remove(entry.id);
			}, timeToLive(notification)));
			commit([...entries, entry]);
			return entry.id;
		},
		remove,
		removeAt(index) {
			const entry = entries[index];
			if (entry) remove(entry.id);
		},
		runAction(id, which) {
			const entry = entries.find((candidate) => candidate.id === id);
			if (!entry) return;
			try {
				entry[which]?.action?.();
			} finally {
				remove(id);
			}
		},
		clear() {
			for (const timer of timers.values()) cancel(timer);
			timers.clear();
			if (entries.length > 0) commit([]);
		},
		getSnapshot: () => entries,
		subscribe: (listener) => listeners.subscribe(listener)
	};
}
// ../../packages/core/src/ui/ui-state.ts
var UI_PANELS = [
	"microcart",
	"sidebar",
	"searchpanel",
	"wishlist",
	"contactsupport"
];
function initialUiState() {
	return {
		sidebar: false,
		microcart: false,
		wishlist: false,
		searchpanel: false,
		contactsupport: false,
		newsletterPopup: false,
		overlay: false,
		loader: false,
		authElem: "login",
		checkoutMode: false,
		submenu: {
			depth: 0,
			path: []
		}
	};
}
// ../../packages/core/src/ui/create-ui-state.ts
function closedPanels() {
	return {
		microcart: false,
		sidebar: false,
		searchpanel: false,
		wishlist: false,
		contactsupport: false
	};
}
function withSubmenu(state, path) {
	return {
		...state,
		submenu: {
			depth: path.length,
			path
		}
	};
}
function sameState(a, b) {
	const keys = /* @__PURE__ */ new Set([...Object.keys(a), ...Object.keys(b)]);
	for (const key of keys) {
		if (key === "submenu") continue;
		if (a[key] !== b[key]) return false;
	}
	const [pathA, pathB] = [a.submenu.path, b.submenu.path];
	return pathA.length === pathB.length && pathA.every((id, index) => id === pathB[index]);
}
/**
* SPEC points 3/4 "UI state". Panels are mutually exclusive: opening one closes the others, because they occupy the
* same screen edge or cover the page, and a shopper who opens the cart from the search panel expects the search panel
* to go. The overlay is on exactly while a panel is open (or while a caller forced it with setOverlay). Closing the
* sidebar also folds its submenu so it reopens at the top level. One instance per shopper session.
*/
function createUiState(initial = {}) {
	const listeners = createListeners();
	const seeded = {
		...initialUiState(),
		...initial
	};
	let state = withSubmenu(seeded, [...seeded.submenu.path]);
	function update(change) {
		const next = change(state);
		if (sameState(state, next)) return;
		state = next;
		listeners.notify(state);
	}
	function togglePanel(panel, open) {
		update((current) => {
			const opening = open ?? !current[panel];
			const next = opening ? {
				...current,
				...closedPanels(),
				[panel]: true,
				overlay: true
			} : {
				...current,
				[panel]: false
			};
			if (!opening && current[panel]) next.overlay = UI_PANELS.some((name) => next[name]);
			return !next.sidebar && current.sidebar ? withSubmenu(next, []) : next;
		});
	}
	return {
		getSnapshot: () => state,
		subscribe: (listener) => listeners.subscribe(listener),
		togglePanel,
		toggleMicrocart: (open) => togglePanel("microcart", open),
		toggleSidebar: (open) => togglePanel("sidebar", open),
		toggleSearchpanel: (open) => togglePanel("searchpanel", open),
		toggleWishlist: (open) => togglePanel("wishlist", open),
		toggleContactSupport: (open) => togglePanel("contactsupport", open),
		closePanels: () => update((current) => withSubmenu({
			...current,
			...closedPanels(),
			overlay: false
		}, [])),
		toggleNewsletterPopup: (open) => update((current) => ({
			...current,
			newsletterPopup: open ?? !current.newsletterPopup
		})),
		setOverlay: (overlay) => update((current) => ({
			...current,
			overlay
		})),
		setLoader: (loader) => update((current) => ({
			...current,
			loader
		})),
		setAuthElem: (authElem) => update((current) => ({
			...current,
			authElem
		})),
		setCheckoutMode: (checkoutMode) => update((current) => ({
			...current,
			checkoutMode
		})),
		setEventDate: (eventDate) => update((current) => {
			const next = { ...current };
			if (eventDate === void 0) delete next.eventDate;
			else next.eventDate = eventDate;
			return next;
		}),
		pushSubmenu: (id) => update((current) => withSubmenu(current, [...current.submenu.path, id])),
		popSubmenu: () => update((current) => withSubmenu(current, current.submenu.path.slice(0, -1))),
		resetSubmenu: () => update((current) => withSubmenu(current, []))
	};
}
// app/app.css?url
var app_default = "/assets/app-Bk13hsqe.css";
// app/features/layout/ErrorPage.tsx
var TEXT = {
	404: "404 Page Not Found",
	500: "Internal Server Error 500"
};
/** The spec's 404 and 500 pages (point 2, "404 and 500 pages"). */
function ErrorPage({ status }) {
	return /* @__PURE__ */ jsxs("main", {
		className: "error-page",
		id: "main",
		children: [
			/* @__PURE__ */ jsx("title", { children: TEXT[status] }),
			/* @__PURE__ */ jsx("h1", { children: TEXT[status] }),
			/* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx(Link, {
				to: "/",
				children: "Go to the home page"
			}) })
		]
	});
}
// app/lib/i18n.ts
/** The translator of the current store view's locale (root loader data), for components. */
function useTranslate() {
	return createTranslator(useRouteLoaderData("root")?.locale ?? "en-US").t;
}
// app/features/notifications/Notifications.tsx
var none = [];
/** Renders the notification store (spec point 3 "Notification"): a live region, each with up to two actions. */
function Notifications({ store }) {
	const t = useTranslate();
	const entries = useSyncExternalStore(store.subscribe, store.getSnapshot, () => none);
	return /* @__PURE__ */ jsx("div", {
		className: "notifications",
		role: "status",
		"aria-live": "polite",
		children: entries.map((entry) => /* @__PURE__ */ jsxs("div", {
			className: `notification ${entry.type}`,
			children: [/* @__PURE__ */ jsx("span", { children: t(entry.message) }), ["action1", "action2"].map((which) => entry[which] ? /* @__PURE__ */ jsx("button", {
				type: "button",
				onClick: () => store.runAction(entry.id, which),
				children: t(entry[which].label)
			}, which) : null)]
		}, entry.id))
	});
}
// app/lib/flash.server.ts
var COOKIE = "sf_flash";
/**
* A notification that must survive a redirect (the access guard's message): it travels in a short-lived cookie and
* is shown by the next page, whether that page is rendered on the server or navigated to in the browser.
*/
function flashCookie(notification) {
	return `${COOKIE}=${encodeURIComponent(JSON.stringify(notification))}; Path=/; Max-Age=60; SameSite=Lax; HttpOnly`;
}
function readFlash(request) {
	const raw = (request.headers.get("cookie") ?? "").split(";").map((part) => part.trim()).find((part) => part.startsWith(`${COOKIE}=`));
	if (!raw) return { notifications: [] };
	const clear = `${COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly`;
	try {
		const parsed = JSON.parse(decodeURIComponent(raw.slice(9)));
		if (typeof parsed?.message !== "string" || typeof parsed.type !== "string") return {
			notifications: [],
			clear
		};
		return {
			notifications: [{
				type: parsed.type,
				message: parsed.message
			}],
			clear
		};
	} catch {
		return {
			notifications: [],
			clear
		};
	}
}
// app/lib/catalog-client.ts
/**
* Catalogue reads as the storefront sends them: a SearchQuery (`request_format=search-query`) by GET, so responses can
* be cached, through the task queue like every other call (spec point 7).
*/
function createCatalogClient(queue, options) {
	async function search(entity, query, opts = {}) {
		const params = new URLSearchParams({
			request_format: "search-query",
			size: String(opts.size ?? 50),
			from: String(opts.from ?? 0)
		});
		if (opts.includeFields?.length) params.set("_source_include", opts.includeFields.join(","));
		if (opts.excludeFields?.length) params.set("_source_exclude", opts.excludeFields.join(","));
		params.set("request", encodeURIComponent(JSON.stringify(buildSearchQuery(query))));
		const task = await queue.execute({
			url: `${options.host}/${options.index}/${entity}/_search?${params.toString()}`,
			payload: {
				method: "GET",
				headers: { accept: "application/json" }
			},
			expect: "json",
			silent: true
		});
		if (task.resultCode !== 200) {
			const reason = typeof task.result === "string" ? task.result : JSON.stringify(task.result);
			throw new Error(`Catalogue search for ${entity} failed (${task.resultCode}): ${reason}`);
		}
		const body = task.result;
		const total = body.hits?.total;
		return {
			total: typeof total === "number" ? total : total?.value ?? 0,
			items: (body.hits?.hits ?? []).map((hit) => hit._source),
			aggregations: body.aggregations ?? {}
		};
	}
	async function one(entity, attribute, value) {
		const { items } = await search(entity, { filters: [{
			attribute,
			value: [value]
		}] }, { size: 1 });
		return items[0];
	}
	return {
		search,
		products: (query, opts) => search("product", query, opts),
		productBy: (attribute, value) => one("product", attribute, value),
		categoryBy: (attribute, value) => one("category", attribute, value),
		cmsPage: (identifier) => one("cms_page", "identifier", identifier),
		cmsBlock: (identifier) => one("cms_block", "identifier", identifier)
	};
}
// app/lib/page-context.server.ts
function storeRouting(config) {
	return {
		multistore: config.storeViews.multistore,
		mapStoreUrlsFor: config.storeViews.mapStoreUrlsFor,
		views: config.storeViews.views,
		defaultStoreCode: config.defaultStoreCode
	};
}
/**
* Everything a loader needs for this request: the store view the URL belongs to and a task queue bound to it. A URL
* with the prefix of a store view that is disabled (or multistore off) is not a page: 404.
*/
function pageContext(request, context) {
	const { apiBaseUrl, bannersBaseUrl, config } = context.get(storefrontContext);
	const url = new URL(request.url);
	const { storeCode, path } = storeCodeFromPath(url.pathname, storeRouting(config));
	const firstSegment = url.pathname.split("/")[1] ?? "";
	if (!storeCode && config.storeViews.mapStoreUrlsFor.includes(firstSegment) && config.storeViews.views[firstSegment]) throw data(null, { status: 404 });
	const storeView = resolveStoreView(config, storeCode);
	const notifications = [];
	return {
		config,
		storeCode,
		storeView,
		path,
		catalog: createCatalogClient(createTaskQueue({
			fetch: (taskUrl, init) => fetch(new URL(taskUrl, apiBaseUrl), init),
			getToken: () => void 0,
			getCartId: () => void 0,
			getStoreCode: () => storeCode,
			multistore: config.storeViews.multistore,
			tokenInHeader: config.users.tokenInHeader,
			notify: (notification) => notifications.push(notification),
			dispatch: () => void 0,
			emit: () => void 0
		}), {
			host: storeView.elasticsearch.host,
			index: storeView.elasticsearch.index
		}),
		notifications,
		bannersBaseUrl
	};
}
// app/lib/route-handle.ts
function usesScripts(handle) {
	return !(typeof handle === "object" && handle !== null && handle.noScripts === true);
}
// app/root.tsx
var root_exports = /* @__PURE__ */ __exportAll({
	ErrorBoundary: () => ErrorBoundary,
	Layout: () => Layout,
	default: () => root_default,
	headers: () => headers,
	links: () => links,
	loader: () => loader$17
});
var links = () => [{
	rel: "stylesheet",
	href: app_default
}, {
	rel: "icon",
	href: "/favicon.svg",
	type: "image/svg+xml"
}];
async function loader$17({ request, context }) {
	const page = pageContext(request, context);
	const flash = readFlash(request);
	return data({
		locale: page.storeView.i18n.defaultLocale,
		notifications: flash.notifications
	}, flash.clear ? { headers: { "Set-Cookie": flash.clear } } : void 0);
}
var headers = ({ loaderHeaders }) => loaderHeaders;
function Layout({ children }) {
	const matches = useMatches();
	const scripts = matches.every((match) => usesScripts(match.handle));
	const locale = matches[0]?.data?.locale ?? "en-US";
	return /* @__PURE__ */ jsxs("html", {
		lang: locale.split("-")[0],
		children: [/* @__PURE__ */ jsxs("head", { children: [
			/* @__PURE__ */ jsx("meta", { charSet: "utf-8" }),
			/* @__PURE__ */ jsx("meta", {
				name: "viewport",
				content: "width=device-width, initial-scale=1"
			}),
			/* @__PURE__ */ jsx("meta", {
				name: "theme-color",
				content: "#1f3a5f"
			}),
			/* @__PURE__ */ jsx(Meta, {}),
			/* @__PURE__ */ jsx(Links, {})
		] }), /* @__PURE__ */ jsxs("body", { children: [
			children,
			scripts && /* @__PURE__ */ jsx(ScrollRestoration, {}),
			scripts && /* @__PURE__ */ jsx(Scripts, {})
		] })]
	});
}
var root_default = UNSAFE_withComponentProps(function App({ loaderData }) {
	const [store] = useState(() => createNotificationStore());
	useEffect(() => {
		for (const notification of loaderData.notifications) store.add(notification);
	}, [loaderData.notifications, store]);
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Outlet, {}), /* @__PURE__ */ jsx(Notifications, { store })] });
});
var ErrorBoundary = UNSAFE_withErrorBoundaryProps(function ErrorBoundary({ error }) {
	const notFound = isRouteErrorResponse(error) && error.status === 404;
	return /* @__PURE__ */ jsx(ErrorPage, { status: notFound ? 404 : 500 });
});
// app/routes/raw-output-example.ts
var raw_output_example_exports = /* @__PURE__ */ __exportAll({ loader: () => loader$16 });
/** `/raw-output-example.xml`: raw output in the empty layout, served as XML (spec point 2). */
function loader$16() {
	return new Response(`<?xml version="1.0" encoding="UTF-8"?>
<example>
  <title>Raw output example</title>
  <description>This document is served as XML, without any page layout.</description>
</example>
`, { headers: {
		"Content-Type": "text/xml; charset=utf-8",
		"Cache-Control": "public, max-age=300"
	} });
}
// app/features/layout/StoreSwitcher.tsx
function StoreSwitcher({ stores }) {
	const t = useTranslate();
	if (stores.length < 2) return null;
	return /* @__PURE__ */ jsx("nav", {
		className: "store-switcher",
		"aria-label": t("Store"),
		children: /* @__PURE__ */ jsx("ul", { children: stores.map((store) => /* @__PURE__ */ jsx("li", { children: store.current ? /* @__PURE__ */ jsx("span", {
			"aria-current": "true",
			children: store.name
		}) : /* @__PURE__ */ jsx(Link, {
			to: store.href,
			reloadDocument: store.reloadDocument,
			hrefLang: store.storeCode || void 0,
			children: store.name
		}) }, store.storeCode || "default")) })
	});
}
// app/features/layout/Footer.tsx
/** Footer with the static pages of spec point 2, grouped the way shoppers look for them. */
function Footer({ groups, stores }) {
	const t = useTranslate();
	return /* @__PURE__ */ jsx("footer", {
		className: "site-footer",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container",
			children: [
				/* @__PURE__ */ jsx("div", {
					className: "footer-columns",
					children: groups.map((group) => /* @__PURE__ */ jsxs("section", {
						"aria-label": t(group.title),
						children: [/* @__PURE__ */ jsx("h2", { children: t(group.title) }), /* @__PURE__ */ jsx("ul", { children: group.links.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
							to: link.href,
							children: t(link.title)
						}) }, link.href)) })]
					}, group.title))
				}),
				/* @__PURE__ */ jsx(StoreSwitcher, { stores }),
				/* @__PURE__ */ jsx("p", {
					className: "copyright",
					children: "© Storefront"
				})
			]
		})
	});
}
// app/features/layout/footer-groups.ts
/** How the fifteen static pages of spec point 2 are grouped in the footer. */
var GROUPS = [
	{
		title: "Customer service",
		pages: [
			"customer-service",
			"order-tracking",
			"delivery",
			"returns",
			"size-guide",
			"contact"
		]
	},
	{
		title: "Company",
		pages: [
			"about-us",
			"job-openings",
			"store-locator",
			"magazine",
			"order-from-catalog"
		]
	},
	{
		title: "Shopping",
		pages: ["sale", "gift-card"]
	},
	{
		title: "Legal",
		pages: ["legal", "privacy"]
	}
];
function footerGroups(storeCode, stores) {
	return GROUPS.map((group) => ({
		title: group.title,
		links: group.pages.map((name) => ({
			title: routeByName[name].title ?? name,
			href: localizedRoute(routeByName[name].path, storeCode, stores)
		}))
	}));
}
// app/lib/use-ui-state.ts
var UiStateContext = createContext$1(void 0);
var serverSnapshot = initialUiState();
/** Binds the core UI state (spec point 3 "UI state") to components; every page view gets its own instance. */
function useUiState() {
	const state = useContext(UiStateContext);
	if (!state) throw new Error("useUiState needs a UiStateContext provider");
	return [useSyncExternalStore(state.subscribe, state.getSnapshot, () => serverSnapshot), state];
}
// app/features/layout/Icon.tsx
var PATHS = {
	menu: "M3 6h18M3 12h18M3 18h18",
	search: "M11 4a7 7 0 1 1 0 14 7 7 0 0 1 0-14zm5 12 5 5",
	heart: "M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z",
	compare: "M7 4v16M17 4v16M4 8h6M14 16h6",
	user: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0",
	cart: "M3 4h2l2 11h11l2-8H6M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zm8 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2z",
	close: "M6 6l12 12M18 6 6 18"
};
/** Inline stroke icons: no icon font to download, nothing to shift the layout. */
function Icon({ name }) {
	return /* @__PURE__ */ jsx("svg", {
		viewBox: "0 0 24 24",
		fill: "none",
		stroke: "currentColor",
		strokeWidth: "2",
		strokeLinecap: "round",
		strokeLinejoin: "round",
		"aria-hidden": "true",
		focusable: "false",
		children: /* @__PURE__ */ jsx("path", { d: PATHS[name] })
	});
}
// app/features/layout/Header.tsx
/** Header: logo, category menu, search, wishlist, compare, account and cart entry points (issue: home page). */
function Header({ menu, homeHref }) {
	const t = useTranslate();
	const [, ui] = useUiState();
	const [menuOpen, setMenuOpen] = useState(false);
	return /* @__PURE__ */ jsx("header", {
		className: "site-header",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container",
			children: [
				/* @__PURE__ */ jsx("button", {
					type: "button",
					className: "icon-button menu-toggle",
					"aria-label": t("Menu"),
					"aria-expanded": menuOpen,
					"aria-controls": "main-nav",
					onClick: () => setMenuOpen((open) => !open),
					children: /* @__PURE__ */ jsx(Icon, { name: "menu" })
				}),
				/* @__PURE__ */ jsx(Link, {
					to: homeHref,
					className: "logo",
					"aria-label": t("Home"),
					children: "Storefront"
				}),
				/* @__PURE__ */ jsx("nav", {
					id: "main-nav",
					className: menuOpen ? "main-nav open" : "main-nav",
					"aria-label": t("Categories"),
					children: /* @__PURE__ */ jsx("ul", { children: menu.map((item) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(NavLink, {
						to: item.href,
						onClick: () => setMenuOpen(false),
						children: item.name
					}) }, item.href)) })
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "header-actions",
					children: [
						/* @__PURE__ */ jsx(Link, {
							to: "/product-search-panel",
							className: "icon-button",
							"aria-label": t("Search"),
							children: /* @__PURE__ */ jsx(Icon, { name: "search" })
						}),
						/* @__PURE__ */ jsx("button", {
							type: "button",
							className: "icon-button",
							"aria-label": t("Wishlist"),
							onClick: () => ui.toggleWishlist(),
							children: /* @__PURE__ */ jsx(Icon, { name: "heart" })
						}),
						/* @__PURE__ */ jsx(Link, {
							to: "/compare",
							className: "icon-button",
							"aria-label": t("Compare"),
							children: /* @__PURE__ */ jsx(Icon, { name: "compare" })
						}),
						/* @__PURE__ */ jsx(Link, {
							to: "/my-account",
							className: "icon-button",
							"aria-label": t("My account"),
							children: /* @__PURE__ */ jsx(Icon, { name: "user" })
						}),
						/* @__PURE__ */ jsx("button", {
							type: "button",
							className: "icon-button",
							"aria-label": t("Cart"),
							onClick: () => ui.toggleMicrocart(),
							children: /* @__PURE__ */ jsx(Icon, { name: "cart" })
						})
					]
				})
			]
		})
	});
}
// app/features/layout/Panels.tsx
/** The wishlist and microcart sidebars and the overlay they open (spec point 4 "Notifications and UI"). */
function Panels() {
	const t = useTranslate();
	const [state, ui] = useUiState();
	const open = state.wishlist ? "wishlist" : state.microcart ? "microcart" : void 0;
	useEffect(() => {
		if (!open) return;
		const onKey = (event) => event.key === "Escape" && ui.closePanels();
		window.addEventListener("keydown", onKey);
		return () => window.removeEventListener("keydown", onKey);
	}, [open, ui]);
	if (!state.overlay && !open) return null;
	const title = open === "wishlist" ? t("Wishlist") : t("Shopping cart");
	const empty = open === "wishlist" ? t("Your wishlist is empty.") : t("Your shopping cart is empty.");
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("button", {
		type: "button",
		className: "overlay",
		"aria-label": t("Close"),
		tabIndex: -1,
		onClick: () => ui.closePanels()
	}), open && /* @__PURE__ */ jsxs("aside", {
		className: "sidebar",
		role: "dialog",
		"aria-modal": "true",
		"aria-label": title,
		children: [/* @__PURE__ */ jsxs("div", {
			className: "sidebar-header",
			children: [/* @__PURE__ */ jsx("h2", { children: title }), /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "icon-button",
				"aria-label": t("Close"),
				onClick: () => ui.closePanels(),
				children: /* @__PURE__ */ jsx(Icon, { name: "close" })
			})]
		}), /* @__PURE__ */ jsx("p", { children: empty })]
	})] });
}
// app/features/layout/store-choices.ts
/** The store views a shopper may switch to (multistore on, enabled, mapped), each pointing at its home page. */
function storeChoices(config, currentStoreCode) {
	if (!config.storeViews.multistore) return [];
	const stores = storeRouting(config);
	return ["", ...routableStoreCodes(config)].map((code) => {
		const href = localizedRoute("/", code, stores);
		return {
			storeCode: code,
			name: code ? config.storeViews.views[code]?.name ?? code : config.storeViews.defaultStoreName,
			href,
			current: code === currentStoreCode,
			reloadDocument: isOtherStoreRoute(href, currentStoreCode, stores)
		};
	});
}
// app/layouts/default-layout.tsx
var default_layout_exports = /* @__PURE__ */ __exportAll({
	default: () => default_layout_default,
	loader: () => loader$15
});
/** The menu: active second-level categories that belong in the menu, by position (VSF's default category query). */
async function loader$15({ request, context }) {
	const page = pageContext(request, context);
	const stores = storeRouting(page.config);
	const { items } = await page.catalog.search("category", {
		filters: [{
			attribute: "level",
			value: [2]
		}, {
			attribute: "is_active",
			value: [true]
		}],
		sort: "position:asc"
	}, {
		size: 50,
		includeFields: [
			"id",
			"name",
			"slug",
			"url_key",
			"url_path",
			"include_in_menu",
			"position"
		]
	});
	const urls = {
		useShortCatalogUrls: page.config.seo.useShortCatalogUrls,
		useUrlDispatcher: page.config.seo.useUrlDispatcher
	};
	return {
		menu: items.filter((category) => category.include_in_menu !== false).map((category) => ({
			name: category.name,
			href: localizedRoute(categoryLink(category, urls).path, page.storeCode, stores)
		})),
		footer: footerGroups(page.storeCode, stores),
		homeHref: localizedRoute("/", page.storeCode, stores),
		stores: storeChoices(page.config, page.storeCode)
	};
}
var default_layout_default = UNSAFE_withComponentProps(function DefaultLayout({ loaderData }) {
	const [ui] = useState(() => createUiState());
	return /* @__PURE__ */ jsxs(UiStateContext.Provider, {
		value: ui,
		children: [
			/* @__PURE__ */ jsx("a", {
				className: "skip-link",
				href: "#main",
				children: "Skip to content"
			}),
			/* @__PURE__ */ jsx(Header, {
				menu: loaderData.menu,
				homeHref: loaderData.homeHref
			}),
			/* @__PURE__ */ jsx("main", {
				id: "main",
				className: "container",
				children: /* @__PURE__ */ jsx(Outlet, {})
			}),
			/* @__PURE__ */ jsx(Footer, {
				groups: loaderData.footer,
				stores: loaderData.stores
			}),
			/* @__PURE__ */ jsx(Panels, {})
		]
	});
});
// app/features/catalog/ProductTile.tsx
/** Spec point 2 "Product tile": image 310x300, name, original and special price, Sale and New labels. */
function ProductTile({ product, eager = false }) {
	return /* @__PURE__ */ jsx("li", {
		className: "product-tile",
		children: /* @__PURE__ */ jsxs(Link, {
			to: product.href,
			children: [
				/* @__PURE__ */ jsx("div", {
					className: "tile-image",
					children: /* @__PURE__ */ jsx("img", {
						src: product.imageUrl,
						alt: product.name,
						width: 310,
						height: 300,
						loading: eager ? "eager" : "lazy",
						decoding: "async"
					})
				}),
				(product.sale || product.isNew) && /* @__PURE__ */ jsxs("div", {
					className: "labels",
					children: [product.sale && /* @__PURE__ */ jsx("span", {
						className: "label-sale",
						children: "Sale"
					}), product.isNew && /* @__PURE__ */ jsx("span", {
						className: "label-new",
						children: "New"
					})]
				}),
				/* @__PURE__ */ jsx("h3", {
					className: "tile-name",
					children: product.name
				}),
				product.specialPrice ? /* @__PURE__ */ jsxs("p", {
					className: "price",
					children: [/* @__PURE__ */ jsxs("span", {
						className: "price-original",
						children: [/* @__PURE__ */ jsx("span", {
							className: "visually-hidden",
							children: "Regular price "
						}), product.originalPrice]
					}), /* @__PURE__ */ jsxs("span", {
						className: "price-special",
						children: [/* @__PURE__ */ jsx("span", {
							className: "visually-hidden",
							children: "Special price "
						}), product.specialPrice]
					})]
				}) : /* @__PURE__ */ jsx("p", {
					className: "price",
					children: product.price
				})
			]
		})
	});
}
// app/features/catalog/product-tile-view.ts
/** The product fields a tile reads; listings ask only for these (`_source_include`). */
var TILE_FIELDS = [
	"id",
	"sku",
	"name",
	"type_id",
	"image",
	"slug",
	"url_key",
	"url_path",
	"sale",
	"new",
	"price",
	"price_incl_tax",
	"original_price_incl_tax",
	"special_price",
	"special_price_incl_tax"
];
var num$1 = (value) => typeof value === "number" && Number.isFinite(value) ? value : void 0;
function toProductTileView(product, context) {
	const { config, storeView } = context;
	const money = (value) => formatPrice(value, {
		currencySign: storeView.i18n.currencySign,
		currencySignPlacement: storeView.i18n.currencySignPlacement,
		fractionDigits: storeView.i18n.fractionDigits
	});
	const price = num$1(product.price_incl_tax) ?? num$1(product.price) ?? 0;
	const original = num$1(product.original_price_incl_tax);
	const special = (num$1(product.special_price) ?? 0) > 0 && original !== void 0 && original > price;
	const link = productLink(product, {
		useShortCatalogUrls: config.seo.useShortCatalogUrls,
		useUrlDispatcher: config.seo.useUrlDispatcher
	});
	const { width, height } = config.products.thumbnails;
	return {
		sku: product.sku,
		name: product.name,
		href: localizedRoute(link.path, context.storeCode, context.stores) + link.search,
		imageUrl: productImageUrl(product.image, {
			width,
			height
		}, { baseUrl: config.images.baseUrl }),
		price: money(price),
		...special && {
			originalPrice: money(original),
			specialPrice: money(price)
		},
		sale: product.sale === "1",
		isNew: product.new === "1"
	};
}
// app/features/home/load-promoted-offers.server.ts
async function fetchOffers(url) {
	const response = await fetch(url);
	if (!response.ok) return void 0;
	return await response.json();
}
/**
* Spec point 2: banners come from static JSON files, per store code if present (`<code>_promoted_offers.json`), else
* the shop-wide file. A missing file means no banners, not an error page.
*/
async function loadPromotedOffers(page) {
	const base = page.bannersBaseUrl;
	const json = (page.storeCode ? await fetchOffers(`${base}/${page.storeCode}_promoted_offers.json`) : void 0) ?? await fetchOffers(`${base}/promoted_offers.json`) ?? {};
	const stores = storeRouting(page.config);
	const view = (banner, width, height) => ({
		imageUrl: productImageUrl(banner.image, {
			width,
			height
		}, { baseUrl: page.config.images.baseUrl }),
		title: banner.title,
		subtitle: banner.subtitle,
		href: banner.link.startsWith("/") && page.storeCode ? banner.link : localizedRoute(banner.link, page.storeCode, stores)
	});
	return {
		mainBanners: (json.mainBanners ?? []).map((b) => view(b, 1024, 427)),
		smallBanners: (json.smallBanners ?? []).map((b) => view(b, 600, 250)),
		productBanners: (json.productBanners ?? []).map((b) => view(b, 600, 250))
	};
}
// app/features/home/PromotedOffers.tsx
function Banner({ banner, eager, width, height }) {
	return /* @__PURE__ */ jsxs(Link, {
		to: banner.href,
		className: "banner",
		children: [/* @__PURE__ */ jsx("img", {
			src: banner.imageUrl,
			alt: "",
			width,
			height,
			loading: eager ? "eager" : "lazy"
		}), /* @__PURE__ */ jsxs("span", {
			className: "banner-text",
			children: [/* @__PURE__ */ jsx("span", {
				className: "banner-title",
				children: banner.title
			}), /* @__PURE__ */ jsx("span", { children: banner.subtitle })]
		})]
	});
}
/** Spec point 2 "Promoted offers banners": main, small and product banners with image, title, subtitle and link. */
function PromotedOffers({ main, small }) {
	const [first] = main;
	if (!first && small.length === 0) return null;
	return /* @__PURE__ */ jsxs("section", {
		className: "banners",
		"aria-label": "Promoted offers",
		children: [first && /* @__PURE__ */ jsx(Banner, {
			banner: first,
			eager: true,
			width: 1024,
			height: 427
		}), /* @__PURE__ */ jsx("div", {
			className: "small-banners",
			children: small.slice(0, 2).map((banner) => /* @__PURE__ */ jsx(Banner, {
				banner,
				eager: false,
				width: 600,
				height: 250
			}, banner.href + banner.title))
		})]
	});
}
function ProductBanners({ banners }) {
	if (banners.length === 0) return null;
	return /* @__PURE__ */ jsx("section", {
		className: "product-banners",
		"aria-label": "Featured",
		children: banners.map((banner) => /* @__PURE__ */ jsx(Banner, {
			banner,
			eager: false,
			width: 600,
			height: 250
		}, banner.href + banner.title))
	});
}
// app/routes/home.tsx
var home_exports = /* @__PURE__ */ __exportAll({
	default: () => home_default,
	loader: () => loader$14,
	meta: () => meta$18
});
async function loader$14({ request, context }) {
	const page = pageContext(request, context);
	const [offers, latest] = await Promise.all([loadPromotedOffers(page), page.catalog.products({
		filters: [...LISTING_FILTERS, {
			attribute: "new",
			value: ["1"]
		}],
		sort: "updated_at:desc"
	}, {
		size: 8,
		includeFields: TILE_FIELDS
	})]);
	const stores = storeRouting(page.config);
	return {
		offers,
		products: latest.items.map((product) => toProductTileView(product, {
			config: page.config,
			storeView: page.storeView,
			storeCode: page.storeCode,
			stores
		})),
		title: page.storeView.seo.defaultTitle
	};
}
var meta$18 = ({ loaderData }) => [{ title: loaderData?.title ?? "Storefront" }, {
	name: "description",
	content: "New arrivals, offers and parking spots to book."
}];
var home_default = UNSAFE_withComponentProps(function Home({ loaderData }) {
	const t = useTranslate();
	return /* @__PURE__ */ jsxs("div", {
		className: "page home",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "visually-hidden",
				children: loaderData.title
			}),
			/* @__PURE__ */ jsx(PromotedOffers, {
				main: loaderData.offers.mainBanners,
				small: loaderData.offers.smallBanners
			}),
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "new-arrivals",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "new-arrivals",
					className: "section-title",
					children: t("Everything new")
				}), /* @__PURE__ */ jsx("ul", {
					className: "product-grid",
					children: loaderData.products.map((product, i) => /* @__PURE__ */ jsx(ProductTile, {
						product,
						eager: i < 4
					}, product.sku))
				})]
			}),
			/* @__PURE__ */ jsx(ProductBanners, { banners: loaderData.offers.productBanners })
		]
	});
});
// app/routes/checkout.tsx
var checkout_exports = /* @__PURE__ */ __exportAll({
	default: () => checkout_default,
	meta: () => meta$17
});
var meta$17 = () => [{ title: "Checkout" }, {
	name: "robots",
	content: "noindex"
}];
/**
* `/checkout`. Spec point 4: entering checkout with an empty cart is refused with the point 8 message. The cart itself
* arrives with the cart issue, so today's cart is always empty.
*/
var checkout_default = UNSAFE_withComponentProps(function Checkout() {
	const t = useTranslate();
	return /* @__PURE__ */ jsxs("div", {
		className: "page checkout",
		children: [
			/* @__PURE__ */ jsx("h1", { children: t("Checkout") }),
			/* @__PURE__ */ jsx("p", {
				role: "alert",
				children: t("Shopping cart is empty. Please add some products before entering Checkout")
			}),
			/* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx("a", {
				href: "/",
				children: t("Continue shopping")
			}) })
		]
	});
});
// app/lib/named-route.server.ts
/** The core route-table entry of this request (spec point 2), looked up on the path without its store prefix. */
function currentNamedRoute(page) {
	const match = matchNamedRoute(page.path);
	if (!match) throw data(null, { status: 404 });
	return match.route;
}
// app/routes/static-page.tsx
var static_page_exports = /* @__PURE__ */ __exportAll({
	default: () => static_page_default,
	loader: () => loader$13,
	meta: () => meta$16
});
/** The fifteen static pages of spec point 2 share this page; each shows its title (their content is not specified). */
function loader$13({ request, context }) {
	const route = currentNamedRoute(pageContext(request, context));
	return {
		name: route.name,
		title: route.title ?? route.name
	};
}
var meta$16 = ({ loaderData }) => [{ title: loaderData?.title }];
var static_page_default = UNSAFE_withComponentProps(function StaticPage({ loaderData }) {
	const t = useTranslate();
	return /* @__PURE__ */ jsxs("article", {
		className: "page static-page",
		"data-page": loaderData.name,
		children: [/* @__PURE__ */ jsx("nav", {
			className: "breadcrumbs",
			"aria-label": t("Breadcrumbs"),
			children: /* @__PURE__ */ jsxs("ol", { children: [/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", {
				href: "/",
				children: t("Home")
			}) }), /* @__PURE__ */ jsx("li", {
				"aria-current": "page",
				children: t(loaderData.title)
			})] })
		}), /* @__PURE__ */ jsx("h1", { children: t(loaderData.title) })]
	});
});
// app/routes/my-account.tsx
var my_account_exports = /* @__PURE__ */ __exportAll({
	default: () => my_account_default,
	loader: () => loader$12
});
/**
* Account routes need a logged-in customer (spec points 2 and 6). Logging in arrives with the accounts issue; until
* then nobody is logged in, so every visit goes to the home page with the spec's message.
*/
function loader$12({ request, context }) {
	const page = pageContext(request, context);
	const denied = accessGuard(currentNamedRoute(page), false);
	if (denied) throw redirect(localizedRoute(denied.redirect, page.storeCode, storeRouting(page.config)), { headers: { "Set-Cookie": flashCookie({
		type: "error",
		message: denied.message
	}) } });
	return null;
}
var my_account_default = UNSAFE_withComponentProps(function MyAccount() {
	return null;
});
// app/routes/compare.tsx
var compare_exports = /* @__PURE__ */ __exportAll({
	default: () => compare_default,
	meta: () => meta$15
});
var meta$15 = () => [{ title: "Compare Products" }];
/**
* `/compare`. The compare list lives in the shopper's browser storage and is filled from product pages (the catalogue
* issue); until a product is added the page shows the empty state.
*/
var compare_default = UNSAFE_withComponentProps(function Compare() {
	const t = useTranslate();
	return /* @__PURE__ */ jsxs("div", {
		className: "page compare",
		children: [/* @__PURE__ */ jsx("h1", { children: t("Compare Products") }), /* @__PURE__ */ jsx("p", { children: t("You have no items to compare.") })]
	});
});
// app/routes/page-not-found.tsx
var page_not_found_exports = /* @__PURE__ */ __exportAll({
	default: () => page_not_found_default,
	loader: () => loader$11,
	meta: () => meta$14
});
function loader$11() {
	return data({ ok: false }, { status: 404 });
}
var meta$14 = () => [{ title: "404 Page Not Found" }, {
	name: "robots",
	content: "noindex"
}];
/** The fallback route of spec point 2; answered with status 404 so crawlers drop the URL. */
var page_not_found_default = UNSAFE_withComponentProps(function PageNotFound() {
	const t = useTranslate();
	return /* @__PURE__ */ jsxs("div", {
		className: "page error-page",
		children: [
			/* @__PURE__ */ jsx("h1", { children: t("404 Page Not Found") }),
			/* @__PURE__ */ jsx("p", { children: t("We can't find the page you are looking for.") }),
			/* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx("a", {
				href: "/",
				children: t("Go to the home page")
			}) })
		]
	});
});
// app/routes/product-search-panel.tsx
var product_search_panel_exports = /* @__PURE__ */ __exportAll({
	default: () => product_search_panel_default,
	loader: () => loader$10,
	meta: () => meta$13
});
var MIN_LENGTH = 3;
/** `/product-search-panel`: typo-tolerant search over name, sku and category (spec points 2, 7, 9). */
async function loader$10({ request, context }) {
	const page = pageContext(request, context);
	const query = (new URL(request.url).searchParams.get("q") ?? "").trim();
	if (query.length < MIN_LENGTH) return {
		query,
		tooShort: query.length > 0,
		total: 0,
		products: []
	};
	const found = await page.catalog.products({
		filters: [{
			attribute: "visibility",
			value: [3, 4]
		}, LISTING_FILTERS[1]],
		text: query
	}, {
		size: 50,
		includeFields: TILE_FIELDS
	});
	const stores = storeRouting(page.config);
	return {
		query,
		tooShort: false,
		total: found.total,
		products: found.items.map((p) => toProductTileView(p, {
			config: page.config,
			storeView: page.storeView,
			storeCode: page.storeCode,
			stores
		}))
	};
}
var meta$13 = () => [{ title: "Search" }];
var product_search_panel_default = UNSAFE_withComponentProps(function ProductSearchPanel({ loaderData }) {
	const t = useTranslate();
	return /* @__PURE__ */ jsxs("div", {
		className: "page search-page",
		children: [
			/* @__PURE__ */ jsx("h1", { children: t("Search") }),
			/* @__PURE__ */ jsxs(Form, {
				method: "get",
				role: "search",
				className: "search-form",
				children: [
					/* @__PURE__ */ jsx("label", {
						htmlFor: "search-q",
						children: t("Search for products")
					}),
					" ",
					/* @__PURE__ */ jsx("input", {
						id: "search-q",
						name: "q",
						type: "search",
						defaultValue: loaderData.query,
						minLength: MIN_LENGTH,
						required: true
					}),
					" ",
					/* @__PURE__ */ jsx("button", {
						type: "submit",
						children: t("Search")
					})
				]
			}),
			loaderData.tooShort && /* @__PURE__ */ jsx("p", {
				role: "alert",
				children: t("Searched term should consist of at least 3 characters.")
			}),
			loaderData.query.length >= MIN_LENGTH && loaderData.total === 0 && /* @__PURE__ */ jsx("p", { children: t("No products found!") }),
			/* @__PURE__ */ jsx("ul", {
				className: "product-grid",
				children: loaderData.products.map((product) => /* @__PURE__ */ jsx(ProductTile, { product }, product.sku))
			})
		]
	});
});
// app/routes/spot-listing.tsx
var spot_listing_exports = /* @__PURE__ */ __exportAll({
	default: () => spot_listing_default,
	loader: () => loader$9,
	meta: () => meta$12
});
var TITLE = "Parking - Available Spots";
/** `/spot-listing`: the bookable parking spots, each with its hourly and monthly rate (spec point 2). */
async function loader$9({ request, context }) {
	const page = pageContext(request, context);
	const { items } = await page.catalog.products({
		filters: [
			{
				attribute: "visibility",
				value: [
					2,
					3,
					4
				]
			},
			{
				attribute: "status",
				value: [1]
			},
			{
				attribute: "hourly_rate",
				value: { gt: 0 }
			}
		],
		sort: "name"
	}, { size: 200 });
	const money = (value) => formatPrice(Number(value ?? 0), {
		currencySign: page.storeView.i18n.currencySign,
		currencySignPlacement: page.storeView.i18n.currencySignPlacement
	});
	const stores = storeRouting(page.config);
	return { spots: items.map((spot) => ({
		sku: spot.sku,
		name: spot.name,
		address: String(spot.address ?? ""),
		intersection: String(spot.intersection ?? ""),
		hourly: money(spot.hourly_rate),
		monthly: money(spot.monthly_rate),
		available: spot.stock?.is_in_stock !== false,
		href: localizedRoute(productLink(spot, { useShortCatalogUrls: page.config.seo.useShortCatalogUrls }).path, page.storeCode, stores)
	})) };
}
var meta$12 = () => [{ title: TITLE }];
var spot_listing_default = UNSAFE_withComponentProps(function SpotListing({ loaderData }) {
	const t = useTranslate();
	return /* @__PURE__ */ jsxs("div", {
		className: "page spot-listing",
		children: [/* @__PURE__ */ jsx("h1", { children: t(TITLE) }), /* @__PURE__ */ jsxs("table", {
			className: "spots",
			children: [
				/* @__PURE__ */ jsx("caption", {
					className: "visually-hidden",
					children: t(TITLE)
				}),
				/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						children: t("Spot")
					}),
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						children: t("Address")
					}),
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						children: t("Intersection")
					}),
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						children: t("Hourly")
					}),
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						children: t("Monthly")
					}),
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						children: t("Availability")
					})
				] }) }),
				/* @__PURE__ */ jsx("tbody", { children: loaderData.spots.map((spot) => /* @__PURE__ */ jsxs("tr", { children: [
					/* @__PURE__ */ jsx("td", { children: /* @__PURE__ */ jsx("a", {
						href: spot.href,
						children: spot.name
					}) }),
					/* @__PURE__ */ jsx("td", { children: spot.address }),
					/* @__PURE__ */ jsx("td", { children: spot.intersection }),
					/* @__PURE__ */ jsx("td", { children: spot.hourly }),
					/* @__PURE__ */ jsx("td", { children: spot.monthly }),
					/* @__PURE__ */ jsx("td", { children: spot.available ? t("Available") : t("Booked") })
				] }, spot.sku)) })
			]
		})]
	});
});
// app/features/cms/CmsContent.tsx
/** CMS HTML from the catalogue, through the allow-list sanitizer: no script from content ever runs. */
function CmsContent({ html, className = "cms-content" }) {
	return /* @__PURE__ */ jsx("div", {
		className,
		dangerouslySetInnerHTML: { __html: sanitizeHtml(html) }
	});
}
// app/features/cms/load-cms.server.ts
/** Spec point 8: a CMS page that is not there is the error 'CMS query returned empty result' (a 404 for the page). */
async function loadCmsPage(page, identifier) {
	const found = await page.catalog.cmsPage(identifier);
	if (!found || found.active === false) throw data({ message: "CMS query returned empty result" }, { status: 404 });
	return {
		identifier,
		title: String(found.title ?? identifier),
		contentHeading: String(found.content_heading ?? ""),
		content: String(found.content ?? ""),
		...typeof found.meta_description === "string" && found.meta_description && { metaDescription: found.meta_description }
	};
}
/** A missing block is logged-only in VSF; here it renders nothing and says so in the server log. */
async function loadCmsBlock(page, identifier) {
	const found = await page.catalog.cmsBlock(identifier);
	if (!found || found.active === false) {
		console.warn(`CMS block query returned empty result: ${identifier}`);
		return;
	}
	return {
		identifier,
		title: String(found.title ?? identifier),
		content: String(found.content ?? "")
	};
}
// app/routes/custom-cms-page.tsx
var custom_cms_page_exports = /* @__PURE__ */ __exportAll({
	default: () => custom_cms_page_default,
	loader: () => loader$8,
	meta: () => meta$11
});
/** `/custom-cms-page`: a page of our own that composes CMS content: the customer-service page and a block. */
async function loader$8({ request, context }) {
	const page = pageContext(request, context);
	const [cms, block] = await Promise.all([loadCmsPage(page, "customer-service"), loadCmsBlock(page, "home-page-block")]);
	return {
		cms,
		block
	};
}
var meta$11 = () => [{ title: "Custom CMS page" }];
var custom_cms_page_default = UNSAFE_withComponentProps(function CustomCmsPage({ loaderData }) {
	return /* @__PURE__ */ jsxs("article", {
		className: "page cms-page",
		children: [
			/* @__PURE__ */ jsx("h1", { children: "Custom CMS page" }),
			/* @__PURE__ */ jsxs("section", {
				"aria-label": loaderData.cms.title,
				children: [/* @__PURE__ */ jsx("h2", { children: loaderData.cms.contentHeading || loaderData.cms.title }), /* @__PURE__ */ jsx(CmsContent, { html: loaderData.cms.content })]
			}),
			loaderData.block && /* @__PURE__ */ jsx("section", {
				"aria-label": loaderData.block.title,
				children: /* @__PURE__ */ jsx(CmsContent, { html: loaderData.block.content })
			})
		]
	});
});
// app/routes/cms-block-demo.tsx
var cms_block_demo_exports = /* @__PURE__ */ __exportAll({
	default: () => cms_block_demo_default,
	loader: () => loader$7,
	meta: () => meta$10
});
var BLOCKS = ["home-page-block", "footer_links_block"];
/** `/cms-block-demo-page-ssr`: CMS blocks rendered on the server (spec point 2). */
async function loader$7({ request, context }) {
	const page = pageContext(request, context);
	return { blocks: (await Promise.all(BLOCKS.map((identifier) => loadCmsBlock(page, identifier)))).filter((block) => block !== void 0) };
}
var meta$10 = () => [{ title: "CMS blocks" }];
var cms_block_demo_default = UNSAFE_withComponentProps(function CmsBlockDemo({ loaderData }) {
	return /* @__PURE__ */ jsxs("article", {
		className: "page cms-blocks",
		children: [/* @__PURE__ */ jsx("h1", { children: "CMS blocks" }), loaderData.blocks.map((block) => /* @__PURE__ */ jsxs("section", {
			"aria-label": block.title,
			"data-block": block.identifier,
			children: [/* @__PURE__ */ jsx("h2", { children: block.title }), /* @__PURE__ */ jsx(CmsContent, { html: block.content })]
		}, block.identifier))]
	});
});
// app/routes/cms-page-sync.tsx
var cms_page_sync_exports = /* @__PURE__ */ __exportAll({
	default: () => cms_page_sync_default,
	loader: () => loader$6,
	meta: () => meta$9
});
/** `/cms-page-sync`: the CMS page 'about-us', loaded before the page renders (synchronously, spec point 2). */
async function loader$6({ request, context }) {
	const page = pageContext(request, context);
	return loadCmsPage(page, (currentNamedRoute(page).cmsPage ?? {
		identifier: "about-us",
		loadSync: true
	}).identifier);
}
var meta$9 = ({ loaderData }) => [{ title: loaderData?.title }];
var cms_page_sync_default = UNSAFE_withComponentProps(function CmsPageSync({ loaderData }) {
	return /* @__PURE__ */ jsxs("article", {
		className: "page cms-page",
		"data-identifier": loaderData.identifier,
		children: [/* @__PURE__ */ jsx("h1", { children: loaderData.contentHeading || loaderData.title }), /* @__PURE__ */ jsx(CmsContent, { html: loaderData.content })]
	});
});
// app/routes/no-js.tsx
var no_js_exports = /* @__PURE__ */ __exportAll({
	default: () => no_js_default,
	handle: () => handle$2,
	meta: () => meta$8
});
var handle$2 = { noScripts: true };
var meta$8 = () => [{ title: "No JavaScript" }];
/** Demo page rendered on the server with no script tag at all (spec point 2). */
var no_js_default = UNSAFE_withComponentProps(function NoJs() {
	return /* @__PURE__ */ jsxs("div", {
		className: "page",
		children: [/* @__PURE__ */ jsx("h1", { children: "No JavaScript" }), /* @__PURE__ */ jsx("p", { children: "This page is rendered on the server and sent without any script." })]
	});
});
// app/features/catalog/catalog-pages.server.ts
var num = (value) => typeof value === "number" && Number.isFinite(value) ? value : void 0;
async function productBySku(page, sku) {
	const product = await page.catalog.productBy("sku", sku);
	if (!product) throw data({ message: "Product query returned an empty result" }, { status: 404 });
	return product;
}
function productPageView(page, product) {
	const money = (value) => formatPrice(value, {
		currencySign: page.storeView.i18n.currencySign,
		currencySignPlacement: page.storeView.i18n.currencySignPlacement
	});
	const price = num(product.price_incl_tax) ?? num(product.price) ?? 0;
	const original = num(product.original_price_incl_tax);
	const { width, height } = page.config.products.gallery;
	return {
		kind: "product",
		sku: product.sku,
		name: product.name,
		typeId: product.type_id,
		imageUrl: productImageUrl(product.image, {
			width,
			height
		}, { baseUrl: page.config.images.baseUrl }),
		price: money(price),
		...(num(product.special_price) ?? 0) > 0 && original !== void 0 && original > price && { originalPrice: money(original) },
		description: String(product.description ?? ""),
		metaTitle: typeof product.meta_title === "string" && product.meta_title ? product.meta_title : product.name,
		...typeof product.meta_description === "string" && product.meta_description && { metaDescription: product.meta_description }
	};
}
function descendantIds(category) {
	return [category.id, ...(category.children_data ?? []).flatMap(descendantIds)];
}
/** Spec point 4 "Category page": a category that is not found sends the shopper home. */
async function categoryBySlug(page, slug) {
	const category = await page.catalog.categoryBy("slug", slug) ?? await page.catalog.categoryBy("url_key", slug);
	if (!category) throw redirect(localizedRoute("/", page.storeCode, storeRouting(page.config)));
	return category;
}
async function categoryPageView(page, category, options = {}) {
	const stores = storeRouting(page.config);
	const found = await page.catalog.products({
		filters: [...LISTING_FILTERS, {
			attribute: "category_ids",
			value: descendantIds(category)
		}],
		sort: options.sort ?? `${page.config.products.defaultSortBy.attribute}:${page.config.products.defaultSortBy.order}`
	}, {
		size: page.config.products.categoryPageSize,
		includeFields: TILE_FIELDS
	});
	const urls = {
		useShortCatalogUrls: page.config.seo.useShortCatalogUrls,
		useUrlDispatcher: page.config.seo.useUrlDispatcher
	};
	return {
		kind: "category",
		id: category.id,
		name: category.name,
		total: found.total,
		products: found.items.map((product) => toProductTileView(product, {
			config: page.config,
			storeView: page.storeView,
			storeCode: page.storeCode,
			stores
		})),
		breadcrumbs: [{
			name: "Home",
			href: localizedRoute("/", page.storeCode, stores)
		}, {
			name: category.name,
			href: localizedRoute(categoryLink(category, urls).path, page.storeCode, stores)
		}],
		metaTitle: typeof category.meta_title === "string" && category.meta_title ? category.meta_title : category.name,
		...typeof category.meta_description === "string" && category.meta_description && { metaDescription: category.meta_description }
	};
}
// app/features/catalog/ProductView.tsx
/** The product's essentials; the full product page (gallery, options, variants) comes with the catalogue issue. */
function ProductView({ product }) {
	return /* @__PURE__ */ jsxs("article", {
		className: "page product-page",
		"data-sku": product.sku,
		"data-type": product.typeId,
		children: [/* @__PURE__ */ jsx("div", {
			className: "product-gallery",
			children: /* @__PURE__ */ jsx("img", {
				src: product.imageUrl,
				alt: product.name,
				width: 600,
				height: 744,
				fetchPriority: "high"
			})
		}), /* @__PURE__ */ jsxs("div", {
			className: "product-info",
			children: [
				/* @__PURE__ */ jsx("h1", { children: product.name }),
				/* @__PURE__ */ jsxs("p", {
					className: "sku",
					children: ["SKU: ", product.sku]
				}),
				/* @__PURE__ */ jsxs("p", {
					className: "price",
					children: [product.originalPrice && /* @__PURE__ */ jsx("span", {
						className: "price-original",
						children: product.originalPrice
					}), /* @__PURE__ */ jsx("span", {
						className: product.originalPrice ? "price-special" : void 0,
						children: product.price
					})]
				}),
				product.description && /* @__PURE__ */ jsx(CmsContent, {
					html: product.description,
					className: "product-description"
				})
			]
		})]
	});
}
// app/routes/product.tsx
var product_exports = /* @__PURE__ */ __exportAll({
	default: () => product_default,
	loader: () => loader$5,
	meta: () => meta$7
});
/** `/p/{parentSku}/{slug}[/{childSku}]` (spec point 2, route names `{type_id}-product`). */
async function loader$5({ request, context, params }) {
	const page = pageContext(request, context);
	return productPageView(page, await productBySku(page, params.parentSku));
}
var meta$7 = ({ loaderData }) => [{ title: loaderData?.metaTitle }, ...loaderData?.metaDescription ? [{
	name: "description",
	content: loaderData.metaDescription
}] : []];
var product_default = UNSAFE_withComponentProps(function Product({ loaderData }) {
	return /* @__PURE__ */ jsx(ProductView, { product: loaderData });
});
// app/features/catalog/CategoryView.tsx
/** Title, breadcrumbs, item count and product grid; filters, sorting and paging come with the catalogue issue. */
function CategoryView({ category }) {
	const t = useTranslate();
	return /* @__PURE__ */ jsxs("div", {
		className: "page category-page",
		"data-category": category.id,
		children: [
			/* @__PURE__ */ jsx("nav", {
				className: "breadcrumbs",
				"aria-label": t("Breadcrumbs"),
				children: /* @__PURE__ */ jsx("ol", { children: category.breadcrumbs.map((crumb, i) => /* @__PURE__ */ jsx("li", {
					...i === category.breadcrumbs.length - 1 && { "aria-current": "page" },
					children: i === category.breadcrumbs.length - 1 ? crumb.name : /* @__PURE__ */ jsx(Link, {
						to: crumb.href,
						children: t(crumb.name)
					})
				}, crumb.href)) })
			}),
			/* @__PURE__ */ jsx("h1", { children: category.name }),
			/* @__PURE__ */ jsx("p", {
				className: "item-count",
				children: t("{count} items", { count: category.total })
			}),
			category.total === 0 ? /* @__PURE__ */ jsx("p", { children: t("No products found!") }) : /* @__PURE__ */ jsx("ul", {
				className: "product-grid",
				children: category.products.map((product, i) => /* @__PURE__ */ jsx(ProductTile, {
					product,
					eager: i < 4
				}, product.sku))
			})
		]
	});
}
// app/routes/category.tsx
var category_exports = /* @__PURE__ */ __exportAll({
	default: () => category_default,
	loader: () => loader$4,
	meta: () => meta$6
});
/** `/c/{slug}` (spec point 2, route name `category`). */
async function loader$4({ request, context, params }) {
	const page = pageContext(request, context);
	return categoryPageView(page, await categoryBySlug(page, params.slug));
}
var meta$6 = ({ loaderData }) => [{ title: loaderData?.metaTitle }, ...loaderData?.metaDescription ? [{
	name: "description",
	content: loaderData.metaDescription
}] : []];
var category_default = UNSAFE_withComponentProps(function Category({ loaderData }) {
	return /* @__PURE__ */ jsx(CategoryView, { category: loaderData });
});
// app/routes/cms-page.tsx
var cms_page_exports = /* @__PURE__ */ __exportAll({
	default: () => cms_page_default,
	loader: () => loader$3,
	meta: () => meta$5
});
/** `/i/{slug}`: a CMS page by identifier (spec point 2). */
async function loader$3({ request, context, params }) {
	return loadCmsPage(pageContext(request, context), params.slug);
}
var meta$5 = ({ loaderData }) => [{ title: loaderData?.title }, ...loaderData?.metaDescription ? [{
	name: "description",
	content: loaderData.metaDescription
}] : []];
var cms_page_default = UNSAFE_withComponentProps(function CmsPage({ loaderData }) {
	return /* @__PURE__ */ jsxs("article", {
		className: "page cms-page",
		children: [/* @__PURE__ */ jsx("h1", { children: loaderData.contentHeading || loaderData.title }), /* @__PURE__ */ jsx(CmsContent, { html: loaderData.content })]
	});
});
// app/routes/catalog-dispatcher.tsx
var catalog_dispatcher_exports = /* @__PURE__ */ __exportAll({
	default: () => catalog_dispatcher_default,
	loader: () => loader$2,
	meta: () => meta$4
});
/**
* Every URL no other route claims: short catalogue URLs (`/{slug}`, `/{parentSku}/{slug}`), then spec point 2's order
* for unknown URLs — a product by url_path, a category by url_path, else a server-side redirect to /page-not-found.
*/
async function loader$2({ request, context }) {
	const page = pageContext(request, context);
	const urls = {
		useShortCatalogUrls: page.config.seo.useShortCatalogUrls,
		useUrlDispatcher: page.config.seo.useUrlDispatcher
	};
	const match = matchCatalogPath(page.path, urls);
	if (match.kind === "product" && !match.amp) {
		const product = await page.catalog.productBy("sku", match.params.parentSku);
		if (product) return productPageView(page, product);
	}
	if (match.kind === "category" && !match.amp) {
		const category = await page.catalog.categoryBy("slug", match.params.slug);
		if (category) return categoryPageView(page, category);
	}
	const url = new URL(request.url);
	const resolved = await resolveUnknownUrl(url.pathname + url.search, {
		productByUrlPath: (urlPath) => page.catalog.productBy("url_path", urlPath),
		categoryByUrlPath: (urlPath) => page.catalog.categoryBy("url_path", urlPath)
	}, { stores: storeRouting(page.config) });
	if (resolved.type === "product") return productPageView(page, await productBySku(page, resolved.params.parentSku));
	if (resolved.type === "category") return categoryPageView(page, await categoryBySlug(page, resolved.params.slug));
	throw redirect(localizedRoute("/page-not-found", page.storeCode, storeRouting(page.config)));
}
var meta$4 = ({ loaderData }) => [{ title: loaderData?.metaTitle }, ...loaderData?.metaDescription ? [{
	name: "description",
	content: loaderData.metaDescription
}] : []];
var catalog_dispatcher_default = UNSAFE_withComponentProps(function CatalogDispatcher({ loaderData }) {
	return loaderData.kind === "product" ? /* @__PURE__ */ jsx(ProductView, { product: loaderData }) : /* @__PURE__ */ jsx(CategoryView, { category: loaderData });
});
// app/layouts/minimal-layout.tsx
var minimal_layout_exports = /* @__PURE__ */ __exportAll({ default: () => minimal_layout_default });
/** Spec "minimal" layout: the logo and the page, no navigation chrome (error page, AMP pages). */
var minimal_layout_default = UNSAFE_withComponentProps(function MinimalLayout() {
	return /* @__PURE__ */ jsxs("div", {
		className: "layout layout-minimal",
		children: [/* @__PURE__ */ jsx("header", {
			className: "minimal-header",
			children: /* @__PURE__ */ jsx(Link, {
				to: "/",
				className: "logo",
				"aria-label": "Home",
				children: "Storefront"
			})
		}), /* @__PURE__ */ jsx("main", {
			id: "main",
			children: /* @__PURE__ */ jsx(Outlet, {})
		})]
	});
});
// app/routes/error-page.tsx
var error_page_exports = /* @__PURE__ */ __exportAll({
	default: () => error_page_default,
	meta: () => meta$3
});
var meta$3 = () => [{ title: "Error" }, {
	name: "robots",
	content: "noindex"
}];
/** `/error` in the minimal layout (spec point 2). */
var error_page_default = UNSAFE_withComponentProps(function ErrorRoute() {
	const t = useTranslate();
	return /* @__PURE__ */ jsxs("div", {
		className: "page error-page",
		children: [
			/* @__PURE__ */ jsx("h1", { children: t("Error") }),
			/* @__PURE__ */ jsx("p", { children: t("Something went wrong. Try again in a few seconds.") }),
			/* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx("a", {
				href: "/",
				children: t("Go to the home page")
			}) })
		]
	});
});
// app/routes/product-amp.tsx
var product_amp_exports = /* @__PURE__ */ __exportAll({
	default: () => product_amp_default,
	handle: () => handle$1,
	loader: () => loader$1,
	meta: () => meta$2
});
var handle$1 = { noScripts: true };
/** AMP alternate of a product page: minimal layout, no script (spec point 2). */
async function loader$1({ request, context, params }) {
	const page = pageContext(request, context);
	return productPageView(page, await productBySku(page, params.parentSku));
}
var meta$2 = ({ loaderData }) => [{ title: loaderData?.metaTitle }];
var product_amp_default = UNSAFE_withComponentProps(function ProductAmp({ loaderData }) {
	return /* @__PURE__ */ jsxs("article", {
		className: "amp-product",
		"data-sku": loaderData.sku,
		children: [
			/* @__PURE__ */ jsx("h1", { children: loaderData.name }),
			/* @__PURE__ */ jsx("img", {
				src: loaderData.imageUrl,
				alt: loaderData.name,
				width: 600,
				height: 744
			}),
			/* @__PURE__ */ jsx("p", {
				className: "price",
				children: loaderData.price
			})
		]
	});
});
// app/routes/category-amp.tsx
var category_amp_exports = /* @__PURE__ */ __exportAll({
	default: () => category_amp_default,
	handle: () => handle,
	loader: () => loader,
	meta: () => meta$1
});
var handle = { noScripts: true };
/** AMP alternate of a category page: minimal layout, no script, newest first (spec point 2: sort updated_at:desc). */
async function loader({ request, context, params }) {
	const page = pageContext(request, context);
	return categoryPageView(page, await categoryBySlug(page, params.slug), { sort: "updated_at:desc" });
}
var meta$1 = ({ loaderData }) => [{ title: loaderData?.metaTitle }];
var category_amp_default = UNSAFE_withComponentProps(function CategoryAmp({ loaderData }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "amp-category",
		"data-category": loaderData.id,
		children: [/* @__PURE__ */ jsx("h1", { children: loaderData.name }), /* @__PURE__ */ jsx("ul", { children: loaderData.products.map((product) => /* @__PURE__ */ jsxs("li", { children: [
			/* @__PURE__ */ jsx("a", {
				href: product.href,
				children: product.name
			}),
			" ",
			product.price
		] }, product.sku)) })]
	});
});
// app/layouts/empty-layout.tsx
var empty_layout_exports = /* @__PURE__ */ __exportAll({ default: () => empty_layout_default });
/** Spec "empty" layout: the page alone. */
var empty_layout_default = UNSAFE_withComponentProps(function EmptyLayout() {
	return /* @__PURE__ */ jsx(Outlet, {});
});
// app/routes/append-prepend.tsx
var append_prepend_exports = /* @__PURE__ */ __exportAll({
	default: () => append_prepend_default,
	meta: () => meta
});
var meta = () => [{ title: "Append and prepend" }];
/** Demo page in the empty layout (spec point 2): the content alone, no header or footer. */
var append_prepend_default = UNSAFE_withComponentProps(function AppendPrepend() {
	return /* @__PURE__ */ jsxs("main", {
		id: "main",
		className: "page append-prepend",
		children: [
			/* @__PURE__ */ jsx("p", {
				"data-position": "prepend",
				children: "This content is prepended."
			}),
			/* @__PURE__ */ jsx("h1", { children: "Append and prepend" }),
			/* @__PURE__ */ jsx("p", {
				"data-position": "append",
				children: "This content is appended."
			})
		]
	});
});
// \0virtual:react-router/server-manifest
var server_manifest_default = {
	"entry": {
		"module": "/assets/entry.client-D-fk2tiN.js",
		"imports": [
			"/assets/rolldown-runtime-WkwZ5CU-.js",
			"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
			"/assets/jsx-runtime-BZi9cxqW.js"
		],
		"css": []
	},
	"routes": {
		"root": {
			"id": "root",
			"parentId": void 0,
			"path": "",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": true,
			"module": "/assets/root-C87SXHPN.js",
			"imports": [
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/create-listeners-UQIpkvbj.js",
				"/assets/i18n-CVaazVfw.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"raw-output-example": {
			"id": "raw-output-example",
			"parentId": "root",
			"path": "raw-output-example.xml",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": false,
			"hasErrorBoundary": false,
			"module": "/assets/raw-output-example-BvRk9kiK.js",
			"imports": [],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"layout-default": {
			"id": "layout-default",
			"parentId": "root",
			"path": void 0,
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/default-layout-D0dJBdWG.js",
			"imports": [
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/create-listeners-UQIpkvbj.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"home": {
			"id": "home",
			"parentId": "layout-default",
			"path": "",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/home-DGbem_RZ.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/ProductTile-A40J0Czb.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"home-1": {
			"id": "home-1",
			"parentId": "layout-default",
			"path": "pwa.html",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/home-DGbem_RZ.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/ProductTile-A40J0Czb.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"checkout": {
			"id": "checkout",
			"parentId": "layout-default",
			"path": "checkout",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/checkout-CmiCfRH9.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"legal": {
			"id": "legal",
			"parentId": "layout-default",
			"path": "legal",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"privacy": {
			"id": "privacy",
			"parentId": "layout-default",
			"path": "privacy",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"magazine": {
			"id": "magazine",
			"parentId": "layout-default",
			"path": "magazine",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"sale": {
			"id": "sale",
			"parentId": "layout-default",
			"path": "sale",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"order-tracking": {
			"id": "order-tracking",
			"parentId": "layout-default",
			"path": "order-tracking",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"about-us": {
			"id": "about-us",
			"parentId": "layout-default",
			"path": "about-us",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"job-openings": {
			"id": "job-openings",
			"parentId": "layout-default",
			"path": "job-openings",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"customer-service": {
			"id": "customer-service",
			"parentId": "layout-default",
			"path": "customer-service",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"store-locator": {
			"id": "store-locator",
			"parentId": "layout-default",
			"path": "store-locator",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"size-guide": {
			"id": "size-guide",
			"parentId": "layout-default",
			"path": "size-guide",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"gift-card": {
			"id": "gift-card",
			"parentId": "layout-default",
			"path": "gift-card",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"delivery": {
			"id": "delivery",
			"parentId": "layout-default",
			"path": "delivery",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"returns": {
			"id": "returns",
			"parentId": "layout-default",
			"path": "returns",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"order-from-catalog": {
			"id": "order-from-catalog",
			"parentId": "layout-default",
			"path": "order-from-catalog",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"contact": {
			"id": "contact",
			"parentId": "layout-default",
			"path": "contact",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"my-account": {
			"id": "my-account",
			"parentId": "layout-default",
			"path": "my-account",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/my-account-CMBU4q_8.js",
			"imports": ["/assets/chunk-OB3PAWPO-D7fgxxA3.js", "/assets/rolldown-runtime-WkwZ5CU-.js"],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"my-shipping-details": {
			"id": "my-shipping-details",
			"parentId": "layout-default",
			"path": "my-account/shipping-details",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/my-account-CMBU4q_8.js",
			"imports": ["/assets/chunk-OB3PAWPO-D7fgxxA3.js", "/assets/rolldown-runtime-WkwZ5CU-.js"],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"my-newsletter": {
			"id": "my-newsletter",
			"parentId": "layout-default",
			"path": "my-account/newsletter",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/my-account-CMBU4q_8.js",
			"imports": ["/assets/chunk-OB3PAWPO-D7fgxxA3.js", "/assets/rolldown-runtime-WkwZ5CU-.js"],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"my-orders": {
			"id": "my-orders",
			"parentId": "layout-default",
			"path": "my-account/orders",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/my-account-CMBU4q_8.js",
			"imports": ["/assets/chunk-OB3PAWPO-D7fgxxA3.js", "/assets/rolldown-runtime-WkwZ5CU-.js"],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"my-order": {
			"id": "my-order",
			"parentId": "layout-default",
			"path": "my-account/orders/:orderId",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/my-account-CMBU4q_8.js",
			"imports": ["/assets/chunk-OB3PAWPO-D7fgxxA3.js", "/assets/rolldown-runtime-WkwZ5CU-.js"],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"my-recently-viewed": {
			"id": "my-recently-viewed",
			"parentId": "layout-default",
			"path": "my-account/recently-viewed",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/my-account-CMBU4q_8.js",
			"imports": ["/assets/chunk-OB3PAWPO-D7fgxxA3.js", "/assets/rolldown-runtime-WkwZ5CU-.js"],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"compare": {
			"id": "compare",
			"parentId": "layout-default",
			"path": "compare",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/compare-BNqOgp_I.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"page-not-found": {
			"id": "page-not-found",
			"parentId": "layout-default",
			"path": "page-not-found",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/page-not-found-CZxUAGNT.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"product-search-panel": {
			"id": "product-search-panel",
			"parentId": "layout-default",
			"path": "product-search-panel",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/product-search-panel-DRoeJWg0.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/ProductTile-A40J0Czb.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"spot-listing": {
			"id": "spot-listing",
			"parentId": "layout-default",
			"path": "spot-listing",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/spot-listing-DVqXAOgk.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"custom-cms-page": {
			"id": "custom-cms-page",
			"parentId": "layout-default",
			"path": "custom-cms-page",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/custom-cms-page-Chr5tJwo.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/CmsContent-DctwVfo2.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"cms-block-demo-page-ssr": {
			"id": "cms-block-demo-page-ssr",
			"parentId": "layout-default",
			"path": "cms-block-demo-page-ssr",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/cms-block-demo-BjShwU92.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/CmsContent-DctwVfo2.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"cms-page-sync": {
			"id": "cms-page-sync",
			"parentId": "layout-default",
			"path": "cms-page-sync",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/cms-page-sync-Ccta4nM9.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/CmsContent-DctwVfo2.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"no-js": {
			"id": "no-js",
			"parentId": "layout-default",
			"path": "no-js.html",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/no-js-D_XPfCdC.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"product:/p/:parentSku/:slug": {
			"id": "product:/p/:parentSku/:slug",
			"parentId": "layout-default",
			"path": "p/:parentSku/:slug",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/product-BvG69m6B.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/ProductView-Bi3LpfWZ.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/CmsContent-DctwVfo2.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"product:/p/:parentSku/:slug/:childSku": {
			"id": "product:/p/:parentSku/:slug/:childSku",
			"parentId": "layout-default",
			"path": "p/:parentSku/:slug/:childSku",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/product-BvG69m6B.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/ProductView-Bi3LpfWZ.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/CmsContent-DctwVfo2.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"category:/c/:slug": {
			"id": "category:/c/:slug",
			"parentId": "layout-default",
			"path": "c/:slug",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/category-CGnOoekO.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/CategoryView-EsCfdBCL.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/ProductTile-A40J0Czb.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"cms-page:/i/:slug": {
			"id": "cms-page:/i/:slug",
			"parentId": "layout-default",
			"path": "i/:slug",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/cms-page-7THq8w0r.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/CmsContent-DctwVfo2.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"catalog-dispatcher": {
			"id": "catalog-dispatcher",
			"parentId": "layout-default",
			"path": "*",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/catalog-dispatcher-BptoNKhl.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/CategoryView-EsCfdBCL.js",
				"/assets/ProductView-Bi3LpfWZ.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/ProductTile-A40J0Czb.js",
				"/assets/CmsContent-DctwVfo2.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"layout-minimal": {
			"id": "layout-minimal",
			"parentId": "root",
			"path": void 0,
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/minimal-layout-Dn7zbtyW.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"error": {
			"id": "error",
			"parentId": "layout-minimal",
			"path": "error",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/error-page-DCipFo5h.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"product-amp:/amp/p/:parentSku/:slug": {
			"id": "product-amp:/amp/p/:parentSku/:slug",
			"parentId": "layout-minimal",
			"path": "amp/p/:parentSku/:slug",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/product-amp-DkHquVlK.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"product-amp:/amp/p/:parentSku/:slug/:childSku": {
			"id": "product-amp:/amp/p/:parentSku/:slug/:childSku",
			"parentId": "layout-minimal",
			"path": "amp/p/:parentSku/:slug/:childSku",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/product-amp-DkHquVlK.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"category-amp:/amp/c/:slug": {
			"id": "category-amp:/amp/c/:slug",
			"parentId": "layout-minimal",
			"path": "amp/c/:slug",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/category-amp-Cdm5r3-y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"product-amp:/amp/:parentSku/:slug": {
			"id": "product-amp:/amp/:parentSku/:slug",
			"parentId": "layout-minimal",
			"path": "amp/:parentSku/:slug",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/product-amp-DkHquVlK.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"product-amp:/amp/:parentSku/:slug/:childSku": {
			"id": "product-amp:/amp/:parentSku/:slug/:childSku",
			"parentId": "layout-minimal",
			"path": "amp/:parentSku/:slug/:childSku",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/product-amp-DkHquVlK.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"category-amp:/amp/:slug": {
			"id": "category-amp:/amp/:slug",
			"parentId": "layout-minimal",
			"path": "amp/:slug",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/category-amp-Cdm5r3-y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"layout-empty": {
			"id": "layout-empty",
			"parentId": "root",
			"path": void 0,
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/empty-layout-BfJzvedN.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"append-prepend": {
			"id": "append-prepend",
			"parentId": "layout-empty",
			"path": "append-prepend.html",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/append-prepend-CEaOMGH_.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-layout-default": {
			"id": "de-layout-default",
			"parentId": "root",
			"path": void 0,
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/default-layout-D0dJBdWG.js",
			"imports": [
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/create-listeners-UQIpkvbj.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-home": {
			"id": "de-home",
			"parentId": "de-layout-default",
			"path": "de",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/home-DGbem_RZ.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/ProductTile-A40J0Czb.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-home-1": {
			"id": "de-home-1",
			"parentId": "de-layout-default",
			"path": "de/pwa.html",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/home-DGbem_RZ.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/ProductTile-A40J0Czb.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-checkout": {
			"id": "de-checkout",
			"parentId": "de-layout-default",
			"path": "de/checkout",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/checkout-CmiCfRH9.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-legal": {
			"id": "de-legal",
			"parentId": "de-layout-default",
			"path": "de/legal",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-privacy": {
			"id": "de-privacy",
			"parentId": "de-layout-default",
			"path": "de/privacy",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-magazine": {
			"id": "de-magazine",
			"parentId": "de-layout-default",
			"path": "de/magazine",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-sale": {
			"id": "de-sale",
			"parentId": "de-layout-default",
			"path": "de/sale",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-order-tracking": {
			"id": "de-order-tracking",
			"parentId": "de-layout-default",
			"path": "de/order-tracking",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-about-us": {
			"id": "de-about-us",
			"parentId": "de-layout-default",
			"path": "de/about-us",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-job-openings": {
			"id": "de-job-openings",
			"parentId": "de-layout-default",
			"path": "de/job-openings",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-customer-service": {
			"id": "de-customer-service",
			"parentId": "de-layout-default",
			"path": "de/customer-service",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-store-locator": {
			"id": "de-store-locator",
			"parentId": "de-layout-default",
			"path": "de/store-locator",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-size-guide": {
			"id": "de-size-guide",
			"parentId": "de-layout-default",
			"path": "de/size-guide",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-gift-card": {
			"id": "de-gift-card",
			"parentId": "de-layout-default",
			"path": "de/gift-card",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-delivery": {
			"id": "de-delivery",
			"parentId": "de-layout-default",
			"path": "de/delivery",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-returns": {
			"id": "de-returns",
			"parentId": "de-layout-default",
			"path": "de/returns",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-order-from-catalog": {
			"id": "de-order-from-catalog",
			"parentId": "de-layout-default",
			"path": "de/order-from-catalog",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-contact": {
			"id": "de-contact",
			"parentId": "de-layout-default",
			"path": "de/contact",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-my-account": {
			"id": "de-my-account",
			"parentId": "de-layout-default",
			"path": "de/my-account",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/my-account-CMBU4q_8.js",
			"imports": ["/assets/chunk-OB3PAWPO-D7fgxxA3.js", "/assets/rolldown-runtime-WkwZ5CU-.js"],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-my-shipping-details": {
			"id": "de-my-shipping-details",
			"parentId": "de-layout-default",
			"path": "de/my-account/shipping-details",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/my-account-CMBU4q_8.js",
			"imports": ["/assets/chunk-OB3PAWPO-D7fgxxA3.js", "/assets/rolldown-runtime-WkwZ5CU-.js"],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-my-newsletter": {
			"id": "de-my-newsletter",
			"parentId": "de-layout-default",
			"path": "de/my-account/newsletter",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/my-account-CMBU4q_8.js",
			"imports": ["/assets/chunk-OB3PAWPO-D7fgxxA3.js", "/assets/rolldown-runtime-WkwZ5CU-.js"],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-my-orders": {
			"id": "de-my-orders",
			"parentId": "de-layout-default",
			"path": "de/my-account/orders",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/my-account-CMBU4q_8.js",
			"imports": ["/assets/chunk-OB3PAWPO-D7fgxxA3.js", "/assets/rolldown-runtime-WkwZ5CU-.js"],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-my-order": {
			"id": "de-my-order",
			"parentId": "de-layout-default",
			"path": "de/my-account/orders/:orderId",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/my-account-CMBU4q_8.js",
			"imports": ["/assets/chunk-OB3PAWPO-D7fgxxA3.js", "/assets/rolldown-runtime-WkwZ5CU-.js"],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-my-recently-viewed": {
			"id": "de-my-recently-viewed",
			"parentId": "de-layout-default",
			"path": "de/my-account/recently-viewed",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/my-account-CMBU4q_8.js",
			"imports": ["/assets/chunk-OB3PAWPO-D7fgxxA3.js", "/assets/rolldown-runtime-WkwZ5CU-.js"],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-compare": {
			"id": "de-compare",
			"parentId": "de-layout-default",
			"path": "de/compare",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/compare-BNqOgp_I.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-page-not-found": {
			"id": "de-page-not-found",
			"parentId": "de-layout-default",
			"path": "de/page-not-found",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/page-not-found-CZxUAGNT.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-product-search-panel": {
			"id": "de-product-search-panel",
			"parentId": "de-layout-default",
			"path": "de/product-search-panel",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/product-search-panel-DRoeJWg0.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/ProductTile-A40J0Czb.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-spot-listing": {
			"id": "de-spot-listing",
			"parentId": "de-layout-default",
			"path": "de/spot-listing",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/spot-listing-DVqXAOgk.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-custom-cms-page": {
			"id": "de-custom-cms-page",
			"parentId": "de-layout-default",
			"path": "de/custom-cms-page",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/custom-cms-page-Chr5tJwo.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/CmsContent-DctwVfo2.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-cms-block-demo-page-ssr": {
			"id": "de-cms-block-demo-page-ssr",
			"parentId": "de-layout-default",
			"path": "de/cms-block-demo-page-ssr",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/cms-block-demo-BjShwU92.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/CmsContent-DctwVfo2.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-cms-page-sync": {
			"id": "de-cms-page-sync",
			"parentId": "de-layout-default",
			"path": "de/cms-page-sync",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/cms-page-sync-Ccta4nM9.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/CmsContent-DctwVfo2.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-no-js": {
			"id": "de-no-js",
			"parentId": "de-layout-default",
			"path": "de/no-js.html",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/no-js-D_XPfCdC.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-product:/p/:parentSku/:slug": {
			"id": "de-product:/p/:parentSku/:slug",
			"parentId": "de-layout-default",
			"path": "de/p/:parentSku/:slug",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/product-BvG69m6B.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/ProductView-Bi3LpfWZ.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/CmsContent-DctwVfo2.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-product:/p/:parentSku/:slug/:childSku": {
			"id": "de-product:/p/:parentSku/:slug/:childSku",
			"parentId": "de-layout-default",
			"path": "de/p/:parentSku/:slug/:childSku",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/product-BvG69m6B.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/ProductView-Bi3LpfWZ.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/CmsContent-DctwVfo2.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-category:/c/:slug": {
			"id": "de-category:/c/:slug",
			"parentId": "de-layout-default",
			"path": "de/c/:slug",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/category-CGnOoekO.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/CategoryView-EsCfdBCL.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/ProductTile-A40J0Czb.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-cms-page:/i/:slug": {
			"id": "de-cms-page:/i/:slug",
			"parentId": "de-layout-default",
			"path": "de/i/:slug",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/cms-page-7THq8w0r.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/CmsContent-DctwVfo2.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-catalog-dispatcher": {
			"id": "de-catalog-dispatcher",
			"parentId": "de-layout-default",
			"path": "de/*",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/catalog-dispatcher-BptoNKhl.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/CategoryView-EsCfdBCL.js",
				"/assets/ProductView-Bi3LpfWZ.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/ProductTile-A40J0Czb.js",
				"/assets/CmsContent-DctwVfo2.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-layout-minimal": {
			"id": "de-layout-minimal",
			"parentId": "root",
			"path": void 0,
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/minimal-layout-Dn7zbtyW.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-error": {
			"id": "de-error",
			"parentId": "de-layout-minimal",
			"path": "de/error",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/error-page-DCipFo5h.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-product-amp:/amp/p/:parentSku/:slug": {
			"id": "de-product-amp:/amp/p/:parentSku/:slug",
			"parentId": "de-layout-minimal",
			"path": "de/amp/p/:parentSku/:slug",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/product-amp-DkHquVlK.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-product-amp:/amp/p/:parentSku/:slug/:childSku": {
			"id": "de-product-amp:/amp/p/:parentSku/:slug/:childSku",
			"parentId": "de-layout-minimal",
			"path": "de/amp/p/:parentSku/:slug/:childSku",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/product-amp-DkHquVlK.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-category-amp:/amp/c/:slug": {
			"id": "de-category-amp:/amp/c/:slug",
			"parentId": "de-layout-minimal",
			"path": "de/amp/c/:slug",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/category-amp-Cdm5r3-y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-product-amp:/amp/:parentSku/:slug": {
			"id": "de-product-amp:/amp/:parentSku/:slug",
			"parentId": "de-layout-minimal",
			"path": "de/amp/:parentSku/:slug",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/product-amp-DkHquVlK.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-product-amp:/amp/:parentSku/:slug/:childSku": {
			"id": "de-product-amp:/amp/:parentSku/:slug/:childSku",
			"parentId": "de-layout-minimal",
			"path": "de/amp/:parentSku/:slug/:childSku",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/product-amp-DkHquVlK.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-category-amp:/amp/:slug": {
			"id": "de-category-amp:/amp/:slug",
			"parentId": "de-layout-minimal",
			"path": "de/amp/:slug",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/category-amp-Cdm5r3-y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-layout-empty": {
			"id": "de-layout-empty",
			"parentId": "root",
			"path": void 0,
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/empty-layout-BfJzvedN.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"de-append-prepend": {
			"id": "de-append-prepend",
			"parentId": "de-layout-empty",
			"path": "de/append-prepend.html",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/append-prepend-CEaOMGH_.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-layout-default": {
			"id": "it-layout-default",
			"parentId": "root",
			"path": void 0,
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/default-layout-D0dJBdWG.js",
			"imports": [
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/create-listeners-UQIpkvbj.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-home": {
			"id": "it-home",
			"parentId": "it-layout-default",
			"path": "it",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/home-DGbem_RZ.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/ProductTile-A40J0Czb.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-home-1": {
			"id": "it-home-1",
			"parentId": "it-layout-default",
			"path": "it/pwa.html",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/home-DGbem_RZ.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/ProductTile-A40J0Czb.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-checkout": {
			"id": "it-checkout",
			"parentId": "it-layout-default",
			"path": "it/checkout",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/checkout-CmiCfRH9.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-legal": {
			"id": "it-legal",
			"parentId": "it-layout-default",
			"path": "it/legal",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-privacy": {
			"id": "it-privacy",
			"parentId": "it-layout-default",
			"path": "it/privacy",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-magazine": {
			"id": "it-magazine",
			"parentId": "it-layout-default",
			"path": "it/magazine",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-sale": {
			"id": "it-sale",
			"parentId": "it-layout-default",
			"path": "it/sale",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-order-tracking": {
			"id": "it-order-tracking",
			"parentId": "it-layout-default",
			"path": "it/order-tracking",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-about-us": {
			"id": "it-about-us",
			"parentId": "it-layout-default",
			"path": "it/about-us",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-job-openings": {
			"id": "it-job-openings",
			"parentId": "it-layout-default",
			"path": "it/job-openings",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-customer-service": {
			"id": "it-customer-service",
			"parentId": "it-layout-default",
			"path": "it/customer-service",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-store-locator": {
			"id": "it-store-locator",
			"parentId": "it-layout-default",
			"path": "it/store-locator",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-size-guide": {
			"id": "it-size-guide",
			"parentId": "it-layout-default",
			"path": "it/size-guide",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-gift-card": {
			"id": "it-gift-card",
			"parentId": "it-layout-default",
			"path": "it/gift-card",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-delivery": {
			"id": "it-delivery",
			"parentId": "it-layout-default",
			"path": "it/delivery",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-returns": {
			"id": "it-returns",
			"parentId": "it-layout-default",
			"path": "it/returns",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-order-from-catalog": {
			"id": "it-order-from-catalog",
			"parentId": "it-layout-default",
			"path": "it/order-from-catalog",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-contact": {
			"id": "it-contact",
			"parentId": "it-layout-default",
			"path": "it/contact",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/static-page-BqGWu17Y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-my-account": {
			"id": "it-my-account",
			"parentId": "it-layout-default",
			"path": "it/my-account",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/my-account-CMBU4q_8.js",
			"imports": ["/assets/chunk-OB3PAWPO-D7fgxxA3.js", "/assets/rolldown-runtime-WkwZ5CU-.js"],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-my-shipping-details": {
			"id": "it-my-shipping-details",
			"parentId": "it-layout-default",
			"path": "it/my-account/shipping-details",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/my-account-CMBU4q_8.js",
			"imports": ["/assets/chunk-OB3PAWPO-D7fgxxA3.js", "/assets/rolldown-runtime-WkwZ5CU-.js"],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-my-newsletter": {
			"id": "it-my-newsletter",
			"parentId": "it-layout-default",
			"path": "it/my-account/newsletter",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/my-account-CMBU4q_8.js",
			"imports": ["/assets/chunk-OB3PAWPO-D7fgxxA3.js", "/assets/rolldown-runtime-WkwZ5CU-.js"],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-my-orders": {
			"id": "it-my-orders",
			"parentId": "it-layout-default",
			"path": "it/my-account/orders",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/my-account-CMBU4q_8.js",
			"imports": ["/assets/chunk-OB3PAWPO-D7fgxxA3.js", "/assets/rolldown-runtime-WkwZ5CU-.js"],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-my-order": {
			"id": "it-my-order",
			"parentId": "it-layout-default",
			"path": "it/my-account/orders/:orderId",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/my-account-CMBU4q_8.js",
			"imports": ["/assets/chunk-OB3PAWPO-D7fgxxA3.js", "/assets/rolldown-runtime-WkwZ5CU-.js"],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-my-recently-viewed": {
			"id": "it-my-recently-viewed",
			"parentId": "it-layout-default",
			"path": "it/my-account/recently-viewed",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/my-account-CMBU4q_8.js",
			"imports": ["/assets/chunk-OB3PAWPO-D7fgxxA3.js", "/assets/rolldown-runtime-WkwZ5CU-.js"],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-compare": {
			"id": "it-compare",
			"parentId": "it-layout-default",
			"path": "it/compare",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/compare-BNqOgp_I.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-page-not-found": {
			"id": "it-page-not-found",
			"parentId": "it-layout-default",
			"path": "it/page-not-found",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/page-not-found-CZxUAGNT.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-product-search-panel": {
			"id": "it-product-search-panel",
			"parentId": "it-layout-default",
			"path": "it/product-search-panel",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/product-search-panel-DRoeJWg0.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/ProductTile-A40J0Czb.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-spot-listing": {
			"id": "it-spot-listing",
			"parentId": "it-layout-default",
			"path": "it/spot-listing",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/spot-listing-DVqXAOgk.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-custom-cms-page": {
			"id": "it-custom-cms-page",
			"parentId": "it-layout-default",
			"path": "it/custom-cms-page",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/custom-cms-page-Chr5tJwo.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/CmsContent-DctwVfo2.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-cms-block-demo-page-ssr": {
			"id": "it-cms-block-demo-page-ssr",
			"parentId": "it-layout-default",
			"path": "it/cms-block-demo-page-ssr",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/cms-block-demo-BjShwU92.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/CmsContent-DctwVfo2.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-cms-page-sync": {
			"id": "it-cms-page-sync",
			"parentId": "it-layout-default",
			"path": "it/cms-page-sync",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/cms-page-sync-Ccta4nM9.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/CmsContent-DctwVfo2.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-no-js": {
			"id": "it-no-js",
			"parentId": "it-layout-default",
			"path": "it/no-js.html",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/no-js-D_XPfCdC.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-product:/p/:parentSku/:slug": {
			"id": "it-product:/p/:parentSku/:slug",
			"parentId": "it-layout-default",
			"path": "it/p/:parentSku/:slug",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/product-BvG69m6B.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/ProductView-Bi3LpfWZ.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/CmsContent-DctwVfo2.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-product:/p/:parentSku/:slug/:childSku": {
			"id": "it-product:/p/:parentSku/:slug/:childSku",
			"parentId": "it-layout-default",
			"path": "it/p/:parentSku/:slug/:childSku",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/product-BvG69m6B.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/ProductView-Bi3LpfWZ.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/CmsContent-DctwVfo2.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-category:/c/:slug": {
			"id": "it-category:/c/:slug",
			"parentId": "it-layout-default",
			"path": "it/c/:slug",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/category-CGnOoekO.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/CategoryView-EsCfdBCL.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/ProductTile-A40J0Czb.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-cms-page:/i/:slug": {
			"id": "it-cms-page:/i/:slug",
			"parentId": "it-layout-default",
			"path": "it/i/:slug",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/cms-page-7THq8w0r.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/CmsContent-DctwVfo2.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-catalog-dispatcher": {
			"id": "it-catalog-dispatcher",
			"parentId": "it-layout-default",
			"path": "it/*",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/catalog-dispatcher-BptoNKhl.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/CategoryView-EsCfdBCL.js",
				"/assets/ProductView-Bi3LpfWZ.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/ProductTile-A40J0Czb.js",
				"/assets/CmsContent-DctwVfo2.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-layout-minimal": {
			"id": "it-layout-minimal",
			"parentId": "root",
			"path": void 0,
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/minimal-layout-Dn7zbtyW.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-error": {
			"id": "it-error",
			"parentId": "it-layout-minimal",
			"path": "it/error",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/error-page-DCipFo5h.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/i18n-CVaazVfw.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-product-amp:/amp/p/:parentSku/:slug": {
			"id": "it-product-amp:/amp/p/:parentSku/:slug",
			"parentId": "it-layout-minimal",
			"path": "it/amp/p/:parentSku/:slug",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/product-amp-DkHquVlK.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-product-amp:/amp/p/:parentSku/:slug/:childSku": {
			"id": "it-product-amp:/amp/p/:parentSku/:slug/:childSku",
			"parentId": "it-layout-minimal",
			"path": "it/amp/p/:parentSku/:slug/:childSku",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/product-amp-DkHquVlK.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-category-amp:/amp/c/:slug": {
			"id": "it-category-amp:/amp/c/:slug",
			"parentId": "it-layout-minimal",
			"path": "it/amp/c/:slug",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/category-amp-Cdm5r3-y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-product-amp:/amp/:parentSku/:slug": {
			"id": "it-product-amp:/amp/:parentSku/:slug",
			"parentId": "it-layout-minimal",
			"path": "it/amp/:parentSku/:slug",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/product-amp-DkHquVlK.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-product-amp:/amp/:parentSku/:slug/:childSku": {
			"id": "it-product-amp:/amp/:parentSku/:slug/:childSku",
			"parentId": "it-layout-minimal",
			"path": "it/amp/:parentSku/:slug/:childSku",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/product-amp-DkHquVlK.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-category-amp:/amp/:slug": {
			"id": "it-category-amp:/amp/:slug",
			"parentId": "it-layout-minimal",
			"path": "it/amp/:slug",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/category-amp-Cdm5r3-y.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-layout-empty": {
			"id": "it-layout-empty",
			"parentId": "root",
			"path": void 0,
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/empty-layout-BfJzvedN.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"it-append-prepend": {
			"id": "it-append-prepend",
			"parentId": "it-layout-empty",
			"path": "it/append-prepend.html",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/append-prepend-CEaOMGH_.js",
			"imports": [
				"/assets/chunk-OB3PAWPO-D7fgxxA3.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		}
	},
	"url": "/assets/manifest-eb06fb8e.js",
	"version": "eb06fb8e",
	"sri": void 0
};
// \0virtual:react-router/server-build
var assetsBuildDirectory = "build/client";
var basename = "/";
var future = {
	"unstable_optimizeDeps": false,
	"v8_passThroughRequests": true,
	"v8_trailingSlashAwareDataRequests": true,
	"unstable_previewServerPrerendering": false,
	"v8_middleware": true,
	"v8_splitRouteModules": true,
	"v8_viteEnvironmentApi": true
};
var ssr = true;
var isSpaMode = false;
var prerender = [];
var routeDiscovery = {
	"mode": "lazy",
	"manifestPath": "/__manifest"
};
var publicPath = "/";
var entry = { module: entry_server_exports };
var routes = {
	"root": {
		id: "root",
		parentId: void 0,
		path: "",
		index: void 0,
		caseSensitive: void 0,
		module: root_exports
	},
	"raw-output-example": {
		id: "raw-output-example",
		parentId: "root",
		path: "raw-output-example.xml",
		index: void 0,
		caseSensitive: void 0,
		module: raw_output_example_exports
	},
	"layout-default": {
		id: "layout-default",
		parentId: "root",
		path: void 0,
		index: void 0,
		caseSensitive: void 0,
		module: default_layout_exports
	},
	"home": {
		id: "home",
		parentId: "layout-default",
		path: "",
		index: void 0,
		caseSensitive: void 0,
		module: home_exports
	},
	"home-1": {
		id: "home-1",
		parentId: "layout-default",
		path: "pwa.html",
		index: void 0,
		caseSensitive: void 0,
		module: home_exports
	},
	"checkout": {
		id: "checkout",
		parentId: "layout-default",
		path: "checkout",
		index: void 0,
		caseSensitive: void 0,
		module: checkout_exports
	},
	"legal": {
		id: "legal",
		parentId: "layout-default",
		path: "legal",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"privacy": {
		id: "privacy",
		parentId: "layout-default",
		path: "privacy",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"magazine": {
		id: "magazine",
		parentId: "layout-default",
		path: "magazine",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"sale": {
		id: "sale",
		parentId: "layout-default",
		path: "sale",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"order-tracking": {
		id: "order-tracking",
		parentId: "layout-default",
		path: "order-tracking",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"about-us": {
		id: "about-us",
		parentId: "layout-default",
		path: "about-us",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"job-openings": {
		id: "job-openings",
		parentId: "layout-default",
		path: "job-openings",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"customer-service": {
		id: "customer-service",
		parentId: "layout-default",
		path: "customer-service",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"store-locator": {
		id: "store-locator",
		parentId: "layout-default",
		path: "store-locator",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"size-guide": {
		id: "size-guide",
		parentId: "layout-default",
		path: "size-guide",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"gift-card": {
		id: "gift-card",
		parentId: "layout-default",
		path: "gift-card",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"delivery": {
		id: "delivery",
		parentId: "layout-default",
		path: "delivery",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"returns": {
		id: "returns",
		parentId: "layout-default",
		path: "returns",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"order-from-catalog": {
		id: "order-from-catalog",
		parentId: "layout-default",
		path: "order-from-catalog",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"contact": {
		id: "contact",
		parentId: "layout-default",
		path: "contact",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"my-account": {
		id: "my-account",
		parentId: "layout-default",
		path: "my-account",
		index: void 0,
		caseSensitive: void 0,
		module: my_account_exports
	},
	"my-shipping-details": {
		id: "my-shipping-details",
		parentId: "layout-default",
		path: "my-account/shipping-details",
		index: void 0,
		caseSensitive: void 0,
		module: my_account_exports
	},
	"my-newsletter": {
		id: "my-newsletter",
		parentId: "layout-default",
		path: "my-account/newsletter",
		index: void 0,
		caseSensitive: void 0,
		module: my_account_exports
	},
	"my-orders": {
		id: "my-orders",
		parentId: "layout-default",
		path: "my-account/orders",
		index: void 0,
		caseSensitive: void 0,
		module: my_account_exports
	},
	"my-order": {
		id: "my-order",
		parentId: "layout-default",
		path: "my-account/orders/:orderId",
		index: void 0,
		caseSensitive: void 0,
		module: my_account_exports
	},
	"my-recently-viewed": {
		id: "my-recently-viewed",
		parentId: "layout-default",
		path: "my-account/recently-viewed",
		index: void 0,
		caseSensitive: void 0,
		module: my_account_exports
	},
	"compare": {
		id: "compare",
		parentId: "layout-default",
		path: "compare",
		index: void 0,
		caseSensitive: void 0,
		module: compare_exports
	},
	"page-not-found": {
		id: "page-not-found",
		parentId: "layout-default",
		path: "page-not-found",
		index: void 0,
		caseSensitive: void 0,
		module: page_not_found_exports
	},
	"product-search-panel": {
		id: "product-search-panel",
		parentId: "layout-default",
		path: "product-search-panel",
		index: void 0,
		caseSensitive: void 0,
		module: product_search_panel_exports
	},
	"spot-listing": {
		id: "spot-listing",
		parentId: "layout-default",
		path: "spot-listing",
		index: void 0,
		caseSensitive: void 0,
		module: spot_listing_exports
	},
	"custom-cms-page": {
		id: "custom-cms-page",
		parentId: "layout-default",
		path: "custom-cms-page",
		index: void 0,
		caseSensitive: void 0,
		module: custom_cms_page_exports
	},
	"cms-block-demo-page-ssr": {
		id: "cms-block-demo-page-ssr",
		parentId: "layout-default",
		path: "cms-block-demo-page-ssr",
		index: void 0,
		caseSensitive: void 0,
		module: cms_block_demo_exports
	},
	"cms-page-sync": {
		id: "cms-page-sync",
		parentId: "layout-default",
		path: "cms-page-sync",
		index: void 0,
		caseSensitive: void 0,
		module: cms_page_sync_exports
	},
	"no-js": {
		id: "no-js",
		parentId: "layout-default",
		path: "no-js.html",
		index: void 0,
		caseSensitive: void 0,
		module: no_js_exports
	},
	"product:/p/:parentSku/:slug": {
		id: "product:/p/:parentSku/:slug",
		parentId: "layout-default",
		path: "p/:parentSku/:slug",
		index: void 0,
		caseSensitive: void 0,
		module: product_exports
	},
	"product:/p/:parentSku/:slug/:childSku": {
		id: "product:/p/:parentSku/:slug/:childSku",
		parentId: "layout-default",
		path: "p/:parentSku/:slug/:childSku",
		index: void 0,
		caseSensitive: void 0,
		module: product_exports
	},
	"category:/c/:slug": {
		id: "category:/c/:slug",
		parentId: "layout-default",
		path: "c/:slug",
		index: void 0,
		caseSensitive: void 0,
		module: category_exports
	},
	"cms-page:/i/:slug": {
		id: "cms-page:/i/:slug",
		parentId: "layout-default",
		path: "i/:slug",
		index: void 0,
		caseSensitive: void 0,
		module: cms_page_exports
	},
	"catalog-dispatcher": {
		id: "catalog-dispatcher",
		parentId: "layout-default",
		path: "*",
		index: void 0,
		caseSensitive: void 0,
		module: catalog_dispatcher_exports
	},
	"layout-minimal": {
		id: "layout-minimal",
		parentId: "root",
		path: void 0,
		index: void 0,
		caseSensitive: void 0,
		module: minimal_layout_exports
	},
	"error": {
		id: "error",
		parentId: "layout-minimal",
		path: "error",
		index: void 0,
		caseSensitive: void 0,
		module: error_page_exports
	},
	"product-amp:/amp/p/:parentSku/:slug": {
		id: "product-amp:/amp/p/:parentSku/:slug",
		parentId: "layout-minimal",
		path: "amp/p/:parentSku/:slug",
		index: void 0,
		caseSensitive: void 0,
		module: product_amp_exports
	},
	"product-amp:/amp/p/:parentSku/:slug/:childSku": {
		id: "product-amp:/amp/p/:parentSku/:slug/:childSku",
		parentId: "layout-minimal",
		path: "amp/p/:parentSku/:slug/:childSku",
		index: void 0,
		caseSensitive: void 0,
		module: product_amp_exports
	},
	"category-amp:/amp/c/:slug": {
		id: "category-amp:/amp/c/:slug",
		parentId: "layout-minimal",
		path: "amp/c/:slug",
		index: void 0,
		caseSensitive: void 0,
		module: category_amp_exports
	},
	"product-amp:/amp/:parentSku/:slug": {
		id: "product-amp:/amp/:parentSku/:slug",
		parentId: "layout-minimal",
		path: "amp/:parentSku/:slug",
		index: void 0,
		caseSensitive: void 0,
		module: product_amp_exports
	},
	"product-amp:/amp/:parentSku/:slug/:childSku": {
		id: "product-amp:/amp/:parentSku/:slug/:childSku",
		parentId: "layout-minimal",
		path: "amp/:parentSku/:slug/:childSku",
		index: void 0,
		caseSensitive: void 0,
		module: product_amp_exports
	},
	"category-amp:/amp/:slug": {
		id: "category-amp:/amp/:slug",
		parentId: "layout-minimal",
		path: "amp/:slug",
		index: void 0,
		caseSensitive: void 0,
		module: category_amp_exports
	},
	"layout-empty": {
		id: "layout-empty",
		parentId: "root",
		path: void 0,
		index: void 0,
		caseSensitive: void 0,
		module: empty_layout_exports
	},
	"append-prepend": {
		id: "append-prepend",
		parentId: "layout-empty",
		path: "append-prepend.html",
		index: void 0,
		caseSensitive: void 0,
		module: append_prepend_exports
	},
	"de-layout-default": {
		id: "de-layout-default",
		parentId: "root",
		path: void 0,
		index: void 0,
		caseSensitive: void 0,
		module: default_layout_exports
	},
	"de-home": {
		id: "de-home",
		parentId: "de-layout-default",
		path: "de",
		index: void 0,
		caseSensitive: void 0,
		module: home_exports
	},
	"de-home-1": {
		id: "de-home-1",
		parentId: "de-layout-default",
		path: "de/pwa.html",
		index: void 0,
		caseSensitive: void 0,
		module: home_exports
	},
	"de-checkout": {
		id: "de-checkout",
		parentId: "de-layout-default",
		path: "de/checkout",
		index: void 0,
		caseSensitive: void 0,
		module: checkout_exports
	},
	"de-legal": {
		id: "de-legal",
		parentId: "de-layout-default",
		path: "de/legal",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"de-privacy": {
		id: "de-privacy",
		parentId: "de-layout-default",
		path: "de/privacy",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"de-magazine": {
		id: "de-magazine",
		parentId: "de-layout-default",
		path: "de/magazine",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"de-sale": {
		id: "de-sale",
		parentId: "de-layout-default",
		path: "de/sale",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"de-order-tracking": {
		id: "de-order-tracking",
		parentId: "de-layout-default",
		path: "de/order-tracking",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"de-about-us": {
		id: "de-about-us",
		parentId: "de-layout-default",
		path: "de/about-us",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"de-job-openings": {
		id: "de-job-openings",
		parentId: "de-layout-default",
		path: "de/job-openings",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"de-customer-service": {
		id: "de-customer-service",
		parentId: "de-layout-default",
		path: "de/customer-service",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"de-store-locator": {
		id: "de-store-locator",
		parentId: "de-layout-default",
		path: "de/store-locator",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"de-size-guide": {
		id: "de-size-guide",
		parentId: "de-layout-default",
		path: "de/size-guide",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"de-gift-card": {
		id: "de-gift-card",
		parentId: "de-layout-default",
		path: "de/gift-card",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"de-delivery": {
		id: "de-delivery",
		parentId: "de-layout-default",
		path: "de/delivery",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"de-returns": {
		id: "de-returns",
		parentId: "de-layout-default",
		path: "de/returns",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"de-order-from-catalog": {
		id: "de-order-from-catalog",
		parentId: "de-layout-default",
		path: "de/order-from-catalog",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"de-contact": {
		id: "de-contact",
		parentId: "de-layout-default",
		path: "de/contact",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"de-my-account": {
		id: "de-my-account",
		parentId: "de-layout-default",
		path: "de/my-account",
		index: void 0,
		caseSensitive: void 0,
		module: my_account_exports
	},
	"de-my-shipping-details": {
		id: "de-my-shipping-details",
		parentId: "de-layout-default",
		path: "de/my-account/shipping-details",
		index: void 0,
		caseSensitive: void 0,
		module: my_account_exports
	},
	"de-my-newsletter": {
		id: "de-my-newsletter",
		parentId: "de-layout-default",
		path: "de/my-account/newsletter",
		index: void 0,
		caseSensitive: void 0,
		module: my_account_exports
	},
	"de-my-orders": {
		id: "de-my-orders",
		parentId: "de-layout-default",
		path: "de/my-account/orders",
		index: void 0,
		caseSensitive: void 0,
		module: my_account_exports
	},
	"de-my-order": {
		id: "de-my-order",
		parentId: "de-layout-default",
		path: "de/my-account/orders/:orderId",
		index: void 0,
		caseSensitive: void 0,
		module: my_account_exports
	},
	"de-my-recently-viewed": {
		id: "de-my-recently-viewed",
		parentId: "de-layout-default",
		path: "de/my-account/recently-viewed",
		index: void 0,
		caseSensitive: void 0,
		module: my_account_exports
	},
	"de-compare": {
		id: "de-compare",
		parentId: "de-layout-default",
		path: "de/compare",
		index: void 0,
		caseSensitive: void 0,
		module: compare_exports
	},
	"de-page-not-found": {
		id: "de-page-not-found",
		parentId: "de-layout-default",
		path: "de/page-not-found",
		index: void 0,
		caseSensitive: void 0,
		module: page_not_found_exports
	},
	"de-product-search-panel": {
		id: "de-product-search-panel",
		parentId: "de-layout-default",
		path: "de/product-search-panel",
		index: void 0,
		caseSensitive: void 0,
		module: product_search_panel_exports
	},
	"de-spot-listing": {
		id: "de-spot-listing",
		parentId: "de-layout-default",
		path: "de/spot-listing",
		index: void 0,
		caseSensitive: void 0,
		module: spot_listing_exports
	},
	"de-custom-cms-page": {
		id: "de-custom-cms-page",
		parentId: "de-layout-default",
		path: "de/custom-cms-page",
		index: void 0,
		caseSensitive: void 0,
		module: custom_cms_page_exports
	},
	"de-cms-block-demo-page-ssr": {
		id: "de-cms-block-demo-page-ssr",
		parentId: "de-layout-default",
		path: "de/cms-block-demo-page-ssr",
		index: void 0,
		caseSensitive: void 0,
		module: cms_block_demo_exports
	},
	"de-cms-page-sync": {
		id: "de-cms-page-sync",
		parentId: "de-layout-default",
		path: "de/cms-page-sync",
		index: void 0,
		caseSensitive: void 0,
		module: cms_page_sync_exports
	},
	"de-no-js": {
		id: "de-no-js",
		parentId: "de-layout-default",
		path: "de/no-js.html",
		index: void 0,
		caseSensitive: void 0,
		module: no_js_exports
	},
	"de-product:/p/:parentSku/:slug": {
		id: "de-product:/p/:parentSku/:slug",
		parentId: "de-layout-default",
		path: "de/p/:parentSku/:slug",
		index: void 0,
		caseSensitive: void 0,
		module: product_exports
	},
	"de-product:/p/:parentSku/:slug/:childSku": {
		id: "de-product:/p/:parentSku/:slug/:childSku",
		parentId: "de-layout-default",
		path: "de/p/:parentSku/:slug/:childSku",
		index: void 0,
		caseSensitive: void 0,
		module: product_exports
	},
	"de-category:/c/:slug": {
		id: "de-category:/c/:slug",
		parentId: "de-layout-default",
		path: "de/c/:slug",
		index: void 0,
		caseSensitive: void 0,
		module: category_exports
	},
	"de-cms-page:/i/:slug": {
		id: "de-cms-page:/i/:slug",
		parentId: "de-layout-default",
		path: "de/i/:slug",
		index: void 0,
		caseSensitive: void 0,
		module: cms_page_exports
	},
	"de-catalog-dispatcher": {
		id: "de-catalog-dispatcher",
		parentId: "de-layout-default",
		path: "de/*",
		index: void 0,
		caseSensitive: void 0,
		module: catalog_dispatcher_exports
	},
	"de-layout-minimal": {
		id: "de-layout-minimal",
		parentId: "root",
		path: void 0,
		index: void 0,
		caseSensitive: void 0,
		module: minimal_layout_exports
	},
	"de-error": {
		id: "de-error",
		parentId: "de-layout-minimal",
		path: "de/error",
		index: void 0,
		caseSensitive: void 0,
		module: error_page_exports
	},
	"de-product-amp:/amp/p/:parentSku/:slug": {
		id: "de-product-amp:/amp/p/:parentSku/:slug",
		parentId: "de-layout-minimal",
		path: "de/amp/p/:parentSku/:slug",
		index: void 0,
		caseSensitive: void 0,
		module: product_amp_exports
	},
	"de-product-amp:/amp/p/:parentSku/:slug/:childSku": {
		id: "de-product-amp:/amp/p/:parentSku/:slug/:childSku",
		parentId: "de-layout-minimal",
		path: "de/amp/p/:parentSku/:slug/:childSku",
		index: void 0,
		caseSensitive: void 0,
		module: product_amp_exports
	},
	"de-category-amp:/amp/c/:slug": {
		id: "de-category-amp:/amp/c/:slug",
		parentId: "de-layout-minimal",
		path: "de/amp/c/:slug",
		index: void 0,
		caseSensitive: void 0,
		module: category_amp_exports
	},
	"de-product-amp:/amp/:parentSku/:slug": {
		id: "de-product-amp:/amp/:parentSku/:slug",
		parentId: "de-layout-minimal",
		path: "de/amp/:parentSku/:slug",
		index: void 0,
		caseSensitive: void 0,
		module: product_amp_exports
	},
	"de-product-amp:/amp/:parentSku/:slug/:childSku": {
		id: "de-product-amp:/amp/:parentSku/:slug/:childSku",
		parentId: "de-layout-minimal",
		path: "de/amp/:parentSku/:slug/:childSku",
		index: void 0,
		caseSensitive: void 0,
		module: product_amp_exports
	},
	"de-category-amp:/amp/:slug": {
		id: "de-category-amp:/amp/:slug",
		parentId: "de-layout-minimal",
		path: "de/amp/:slug",
		index: void 0,
		caseSensitive: void 0,
		module: category_amp_exports
	},
	"de-layout-empty": {
		id: "de-layout-empty",
		parentId: "root",
		path: void 0,
		index: void 0,
		caseSensitive: void 0,
		module: empty_layout_exports
	},
	"de-append-prepend": {
		id: "de-append-prepend",
		parentId: "de-layout-empty",
		path: "de/append-prepend.html",
		index: void 0,
		caseSensitive: void 0,
		module: append_prepend_exports
	},
	"it-layout-default": {
		id: "it-layout-default",
		parentId: "root",
		path: void 0,
		index: void 0,
		caseSensitive: void 0,
		module: default_layout_exports
	},
	"it-home": {
		id: "it-home",
		parentId: "it-layout-default",
		path: "it",
		index: void 0,
		caseSensitive: void 0,
		module: home_exports
	},
	"it-home-1": {
		id: "it-home-1",
		parentId: "it-layout-default",
		path: "it/pwa.html",
		index: void 0,
		caseSensitive: void 0,
		module: home_exports
	},
	"it-checkout": {
		id: "it-checkout",
		parentId: "it-layout-default",
		path: "it/checkout",
		index: void 0,
		caseSensitive: void 0,
		module: checkout_exports
	},
	"it-legal": {
		id: "it-legal",
		parentId: "it-layout-default",
		path: "it/legal",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"it-privacy": {
		id: "it-privacy",
		parentId: "it-layout-default",
		path: "it/privacy",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"it-magazine": {
		id: "it-magazine",
		parentId: "it-layout-default",
		path: "it/magazine",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"it-sale": {
		id: "it-sale",
		parentId: "it-layout-default",
		path: "it/sale",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"it-order-tracking": {
		id: "it-order-tracking",
		parentId: "it-layout-default",
		path: "it/order-tracking",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"it-about-us": {
		id: "it-about-us",
		parentId: "it-layout-default",
		path: "it/about-us",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"it-job-openings": {
		id: "it-job-openings",
		parentId: "it-layout-default",
		path: "it/job-openings",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"it-customer-service": {
		id: "it-customer-service",
		parentId: "it-layout-default",
		path: "it/customer-service",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"it-store-locator": {
		id: "it-store-locator",
		parentId: "it-layout-default",
		path: "it/store-locator",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"it-size-guide": {
		id: "it-size-guide",
		parentId: "it-layout-default",
		path: "it/size-guide",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"it-gift-card": {
		id: "it-gift-card",
		parentId: "it-layout-default",
		path: "it/gift-card",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"it-delivery": {
		id: "it-delivery",
		parentId: "it-layout-default",
		path: "it/delivery",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"it-returns": {
		id: "it-returns",
		parentId: "it-layout-default",
		path: "it/returns",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"it-order-from-catalog": {
		id: "it-order-from-catalog",
		parentId: "it-layout-default",
		path: "it/order-from-catalog",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"it-contact": {
		id: "it-contact",
		parentId: "it-layout-default",
		path: "it/contact",
		index: void 0,
		caseSensitive: void 0,
		module: static_page_exports
	},
	"it-my-account": {
		id: "it-my-account",
		parentId: "it-layout-default",
		path: "it/my-account",
		index: void 0,
		caseSensitive: void 0,
		module: my_account_exports
	},
	"it-my-shipping-details": {
		id: "it-my-shipping-details",
		parentId: "it-layout-default",
		path: "it/my-account/shipping-details",
		index: void 0,
		caseSensitive: void 0,
		module: my_account_exports
	},
	"it-my-newsletter": {
		id: "it-my-newsletter",
		parentId: "it-layout-default",
		path: "it/my-account/newsletter",
		index: void 0,
		caseSensitive: void 0,
		module: my_account_exports
	},
	"it-my-orders": {
		id: "it-my-orders",
		parentId: "it-layout-default",
		path: "it/my-account/orders",
		index: void 0,
		caseSensitive: void 0,
		module: my_account_exports
	},
	"it-my-order": {
		id: "it-my-order",
		parentId: "it-layout-default",
		path: "it/my-account/orders/:orderId",
		index: void 0,
		caseSensitive: void 0,
		module: my_account_exports
	},
	"it-my-recently-viewed": {
		id: "it-my-recently-viewed",
		parentId: "it-layout-default",
		path: "it/my-account/recently-viewed",
		index: void 0,
		caseSensitive: void 0,
		module: my_account_exports
	},
	"it-compare": {
		id: "it-compare",
		parentId: "it-layout-default",
		path: "it/compare",
		index: void 0,
		caseSensitive: void 0,
		module: compare_exports
	},
	"it-page-not-found": {
		id: "it-page-not-found",
		parentId: "it-layout-default",
		path: "it/page-not-found",
		index: void 0,
		caseSensitive: void 0,
		module: page_not_found_exports
	},
	"it-product-search-panel": {
		id: "it-product-search-panel",
		parentId: "it-layout-default",
		path: "it/product-search-panel",
		index: void 0,
		caseSensitive: void 0,
		module: product_search_panel_exports
	},
	"it-spot-listing": {
		id: "it-spot-listing",
		parentId: "it-layout-default",
		path: "it/spot-listing",
		index: void 0,
		caseSensitive: void 0,
		module: spot_listing_exports
	},
	"it-custom-cms-page": {
		id: "it-custom-cms-page",
		parentId: "it-layout-default",
		path: "it/custom-cms-page",
		index: void 0,
		caseSensitive: void 0,
		module: custom_cms_page_exports
	},
	"it-cms-block-demo-page-ssr": {
		id: "it-cms-block-demo-page-ssr",
		parentId: "it-layout-default",
		path: "it/cms-block-demo-page-ssr",
		index: void 0,
		caseSensitive: void 0,
		module: cms_block_demo_exports
	},
	"it-cms-page-sync": {
		id: "it-cms-page-sync",
		parentId: "it-layout-default",
		path: "it/cms-page-sync",
		index: void 0,
		caseSensitive: void 0,
		module: cms_page_sync_exports
	},
	"it-no-js": {
		id: "it-no-js",
		parentId: "it-layout-default",
		path: "it/no-js.html",
		index: void 0,
		caseSensitive: void 0,
		module: no_js_exports
	},
	"it-product:/p/:parentSku/:slug": {
		id: "it-product:/p/:parentSku/:slug",
		parentId: "it-layout-default",
		path: "it/p/:parentSku/:slug",
		index: void 0,
		caseSensitive: void 0,
		module: product_exports
	},
	"it-product:/p/:parentSku/:slug/:childSku": {
		id: "it-product:/p/:parentSku/:slug/:childSku",
		parentId: "it-layout-default",
		path: "it/p/:parentSku/:slug/:childSku",
		index: void 0,
		caseSensitive: void 0,
		module: product_exports
	},
	"it-category:/c/:slug": {
		id: "it-category:/c/:slug",
		parentId: "it-layout-default",
		path: "it/c/:slug",
		index: void 0,
		caseSensitive: void 0,
		module: category_exports
	},
	"it-cms-page:/i/:slug": {
		id: "it-cms-page:/i/:slug",
		parentId: "it-layout-default",
		path: "it/i/:slug",
		index: void 0,
		caseSensitive: void 0,
		module: cms_page_exports
	},
	"it-catalog-dispatcher": {
		id: "it-catalog-dispatcher",
		parentId: "it-layout-default",
		path: "it/*",
		index: void 0,
		caseSensitive: void 0,
		module: catalog_dispatcher_exports
	},
	"it-layout-minimal": {
		id: "it-layout-minimal",
		parentId: "root",
		path: void 0,
		index: void 0,
		caseSensitive: void 0,
		module: minimal_layout_exports
	},
	"it-error": {
		id: "it-error",
		parentId: "it-layout-minimal",
		path: "it/error",
		index: void 0,
		caseSensitive: void 0,
		module: error_page_exports
	},
	"it-product-amp:/amp/p/:parentSku/:slug": {
		id: "it-product-amp:/amp/p/:parentSku/:slug",
		parentId: "it-layout-minimal",
		path: "it/amp/p/:parentSku/:slug",
		index: void 0,
		caseSensitive: void 0,
		module: product_amp_exports
	},
	"it-product-amp:/amp/p/:parentSku/:slug/:childSku": {
		id: "it-product-amp:/amp/p/:parentSku/:slug/:childSku",
		parentId: "it-layout-minimal",
		path: "it/amp/p/:parentSku/:slug/:childSku",
		index: void 0,
		caseSensitive: void 0,
		module: product_amp_exports
	},
	"it-category-amp:/amp/c/:slug": {
		id: "it-category-amp:/amp/c/:slug",
		parentId: "it-layout-minimal",
		path: "it/amp/c/:slug",
		index: void 0,
		caseSensitive: void 0,
		module: category_amp_exports
	},
	"it-product-amp:/amp/:parentSku/:slug": {
		id: "it-product-amp:/amp/:parentSku/:slug",
		parentId: "it-layout-minimal",
		path: "it/amp/:parentSku/:slug",
		index: void 0,
		caseSensitive: void 0,
		module: product_amp_exports
	},
	"it-product-amp:/amp/:parentSku/:slug/:childSku": {
		id: "it-product-amp:/amp/:parentSku/:slug/:childSku",
		parentId: "it-layout-minimal",
		path: "it/amp/:parentSku/:slug/:childSku",
		index: void 0,
		caseSensitive: void 0,
		module: product_amp_exports
	},
	"it-category-amp:/amp/:slug": {
		id: "it-category-amp:/amp/:slug",
		parentId: "it-layout-minimal",
		path: "it/amp/:slug",
		index: void 0,
		caseSensitive: void 0,
		module: category_amp_exports
	},
	"it-layout-empty": {
		id: "it-layout-empty",
		parentId: "root",
		path: void 0,
		index: void 0,
		caseSensitive: void 0,
		module: empty_layout_exports
	},
	"it-append-prepend": {
		id: "it-append-prepend",
		parentId: "it-layout-empty",
		path: "it/append-prepend.html",
		index: void 0,
		caseSensitive: void 0,
		module: append_prepend_exports
	}
};
var allowedActionOrigins = false;
export { allowedActionOrigins, server_manifest_default as assets, assetsBuildDirectory, basename, entry, future, isSpaMode, prerender, publicPath, routeDiscovery, routes, ssr };
