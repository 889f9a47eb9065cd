import type{Messages}from"@lingui/core";export const messages=JSON.parse("{\"toast.dismiss\":[\"सूचना हटाउनुहोस्\"],\"toast.region\":[\"सूचनाहरू\"]}") as Messages;
