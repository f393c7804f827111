## The animal encyclopedia: every animal of the four games, read one paragraph at a time.
## Plain, well-known facts in our own words, with round figures. The Aquaretto entries carry
## every figure of the small animal encyclopedia in the Aquaretto rulebook, never its sentences.
## Every paragraph must make sense read alone on a 40-cell Braille display: key word first,
## 1 or 2 whole sentences, digits rather than number words, units in words, no symbols.
## The last paragraph of each entry names the games the animal appears in.
## Ids: encyclopedia-<entry>-title, encyclopedia-<entry>-<n> (n = 1, 2, ...; the same count in
## every language), encyclopedia-<entry>-words (comma separated names a player may type to reach
## the entry, the first one is its name in lists; both languages' words are accepted,
## diacritics optional).

## Navigation lines

# Said when the encyclopedia is asked for without an animal.
# $count (number) how many animals are listed
# $animals (string) their names, comma separated
encyclopedia-animals = Animal encyclopedia, { $count ->
        [one] 1 animal
       *[other] { $count } animals
    }: { $animals }.
# Said after the first paragraph of an entry that has more paragraphs.
encyclopedia-more = Type more for the next paragraph.
# Said by "more" after the last paragraph of an entry.
encyclopedia-end-of-entry = End of entry.
# $animal (string) what the player typed
# $animals (string) the names of the animals, comma separated
encyclopedia-unknown = No animal { $animal } in the encyclopedia. Animals: { $animals }.
# $animal (string) what the player typed, the start of several names
# $animals (string) the names it could mean, comma separated
encyclopedia-ambiguous = Several animals start with { $animal }: { $animals }.

## Beasty Bar

encyclopedia-lion-title = Lion
encyclopedia-lion-words = lion, lioness
encyclopedia-lion-1 = Pride: lions are the only cats that live in groups. A pride is a few related females with their cubs and 1 to 3 males.
encyclopedia-lion-2 = Size: a male lion weighs about 190 kilograms, a female about 130. His mane makes the male look even bigger.
encyclopedia-lion-3 = Roar: a lion's roar carries up to 8 kilometres. Lions rest for up to 20 hours a day.
encyclopedia-lion-4 = Game: Beasty Bar. The lion is the strongest card, strength 12.

encyclopedia-hippo-title = Hippo
encyclopedia-hippo-words = hippo, hippopotamus
encyclopedia-hippo-1 = Weight: a grown hippo weighs 3 to 4.5 tonnes and measures up to 4.5 metres from snout to tail.
encyclopedia-hippo-2 = Speed: heavy as it is, a hippo can sprint over a short distance at about 50 kilometres per hour.
encyclopedia-hippo-3 = Food: hippos graze at night and spend the day in rivers and lakes, which keep their skin from drying out. Their name means river horse, yet their closest living relatives are whales.
encyclopedia-hippo-4 = Games: Beasty Bar, where the hippo is a recurring card of strength 11, and Aquaretto.

encyclopedia-crocodile-title = Crocodile
encyclopedia-crocodile-words = crocodile
encyclopedia-crocodile-1 = Length: the largest crocodiles grow up to 6 metres long. The saltwater crocodile is the biggest living reptile.
encyclopedia-crocodile-2 = Ancestry: crocodiles belong to a very old line of reptiles that goes back to the archosaurs of the Triassic period. Dinosaurs and birds came from the archosaurs too.
encyclopedia-crocodile-3 = Ambush: eyes and nostrils sit high on the head. A crocodile can lie almost hidden under the water, breathing and watching.
encyclopedia-crocodile-4 = Games: Beasty Bar, where the crocodile is a recurring card of strength 10, and Aquaretto.

encyclopedia-snake-title = Snake
encyclopedia-snake-words = snake, serpent
encyclopedia-snake-1 = Species: about 4000 kinds of snake live on every continent except Antarctica.
encyclopedia-snake-2 = Senses: a snake smells with its forked tongue, which carries scents to a special organ in the roof of its mouth. Snakes have no eyelids and no outer ears.
encyclopedia-snake-3 = Size: the longest snake, the reticulated python, grows to about 7 metres. The smallest snakes are only about 10 centimetres long.
encyclopedia-snake-4 = Game: Beasty Bar. The snake is strength 9.

encyclopedia-giraffe-title = Giraffe
encyclopedia-giraffe-words = giraffe
encyclopedia-giraffe-1 = Height: the giraffe is the tallest animal on Earth. A male can stand almost 6 metres tall.
encyclopedia-giraffe-2 = Neck: a giraffe's neck has only 7 bones, as many as a human neck, but each of them is very long.
encyclopedia-giraffe-3 = Food: giraffes pick leaves high in acacia trees with a dark tongue about 50 centimetres long. They sleep only a few minutes at a time.
encyclopedia-giraffe-4 = Game: Beasty Bar. The giraffe is a recurring card of strength 8.

encyclopedia-zebra-title = Zebra
encyclopedia-zebra-words = zebra
encyclopedia-zebra-1 = Stripes: every zebra has its own pattern of black and white stripes, as unique as a fingerprint. The stripes seem to keep biting flies away.
encyclopedia-zebra-2 = Size: a plains zebra weighs about 300 kilograms and runs at up to 65 kilometres per hour.
encyclopedia-zebra-3 = Herds: zebras live in family groups on the African savanna and often graze side by side with wildebeest.
encyclopedia-zebra-4 = Games: Beasty Bar, where the zebra is a recurring card of strength 7, and Zooloretto.

encyclopedia-sea-lion-title = Sea lion and seal
encyclopedia-sea-lion-words = sea lion, seal
encyclopedia-sea-lion-1 = Colonies: sea lions are sociable animals that gather in large, noisy groups on rocky shores, above all around the Pacific and the southern oceans.
encyclopedia-sea-lion-2 = Ears and flippers: a sea lion has small ear flaps and can turn its back flippers forward to walk on land. A seal has no ear flaps and shuffles on its belly.
encyclopedia-sea-lion-3 = Agility: in the water sea lions twist, turn and leap with great ease, which is why they learn tricks so quickly.
encyclopedia-sea-lion-4 = Games: Beasty Bar, where the seal is the card of strength 6, and Aquaretto, where sea lions always play.

encyclopedia-chameleon-title = Chameleon
encyclopedia-chameleon-words = chameleon
encyclopedia-chameleon-1 = Colour: a chameleon changes colour by rearranging tiny crystals in its skin. It does so mostly to show its mood and to control its warmth, less to hide.
encyclopedia-chameleon-2 = Eyes: each eye moves on its own, so a chameleon can watch 2 directions at once.
encyclopedia-chameleon-3 = Tongue: the sticky tongue shoots out in a fraction of a second and can be longer than the whole body. Most chameleons live in Africa and on Madagascar.
encyclopedia-chameleon-4 = Game: Beasty Bar. The chameleon is strength 5 and copies the action of another animal.

encyclopedia-monkey-title = Monkey
encyclopedia-monkey-words = monkey, monkeys
encyclopedia-monkey-1 = Species: there are more than 250 kinds of monkey. They live in the tropical forests and savannas of Africa, Asia and Central and South America.
encyclopedia-monkey-2 = Tails: only some monkeys of the Americas have a gripping tail that works like a fifth hand. Apes such as the chimpanzee and the gorilla have no tail at all.
encyclopedia-monkey-3 = Troops: most monkeys live in groups, keep in touch by calls and groom each other's fur.
encyclopedia-monkey-4 = Games: Beasty Bar, where the monkey is strength 4, and O Zoo le Mio, where monkeys are 1 of the 5 animal categories, with orange stars.

encyclopedia-kangaroo-title = Kangaroo
encyclopedia-kangaroo-words = kangaroo
encyclopedia-kangaroo-1 = Hopping: a red kangaroo hops at over 50 kilometres per hour and clears up to 8 metres in a single bound.
encyclopedia-kangaroo-2 = Pouch: a newborn kangaroo is only about 2 centimetres long. It crawls into its mother's pouch on its own and grows there for months.
encyclopedia-kangaroo-3 = Home: kangaroos live only in Australia and on nearby islands. They eat grass, and their strong tail helps them balance.
encyclopedia-kangaroo-4 = Games: Beasty Bar, where the kangaroo is strength 3, and Zooloretto.

encyclopedia-parrot-title = Parrot
encyclopedia-parrot-words = parrot
encyclopedia-parrot-1 = Species: there are about 400 kinds of parrot, most of them in warm forests of South America, Africa, Asia and Australia.
encyclopedia-parrot-2 = Speech: many parrots imitate sounds and human words. The African grey parrot is famous for learning hundreds of words.
encyclopedia-parrot-3 = Feet and beak: a parrot has 2 toes pointing forward and 2 back, and climbs with its hooked beak as a third foot. Large macaws can live more than 50 years.
encyclopedia-parrot-4 = Game: Beasty Bar. The parrot is strength 2 and sends 1 animal from the queue to THAT'S IT.

encyclopedia-skunk-title = Skunk
encyclopedia-skunk-words = skunk
encyclopedia-skunk-1 = Spray: a threatened skunk squirts a foul-smelling liquid up to 3 metres. The smell can be noticed more than 1 kilometre away.
encyclopedia-skunk-2 = Warning: before spraying, a skunk stamps its feet, hisses and raises its tail. Its black and white fur warns other animals from afar.
encyclopedia-skunk-3 = Home: skunks live in North and South America and weigh about as much as a house cat. They eat insects, small animals, fruit and eggs.
encyclopedia-skunk-4 = Game: Beasty Bar. The skunk is the weakest card, strength 1, yet it drives the strongest animals out of the queue.

## Aquaretto

encyclopedia-dolphin-title = Dolphin
encyclopedia-dolphin-words = dolphin
encyclopedia-dolphin-1 = Diving: dolphins can go down to depths of 500 metres. A single breath lasts them up to 15 minutes under water.
encyclopedia-dolphin-2 = Intelligence: dolphins are counted among the cleverest animals. Each one has its own typical whistle that works like a name.
encyclopedia-dolphin-3 = Pods: dolphins live in groups, hunt together and often leap high out of the water.
encyclopedia-dolphin-4 = Game: Aquaretto. Dolphins always play, whatever the number of players.

encyclopedia-orca-title = Orca
encyclopedia-orca-words = orca, killer whale
encyclopedia-orca-1 = Size: an orca can weigh up to 9 tonnes and grow up to 8 metres long. It is the largest member of the dolphin family.
encyclopedia-orca-2 = Speed: orcas reach up to 55 kilometres per hour, which makes them some of the fastest mammals in the sea.
encyclopedia-orca-3 = Waters: orcas roam every ocean, most of all the cold seas of the Arctic and the Antarctic. Their black and white pattern is unmistakable.
encyclopedia-orca-4 = Game: Aquaretto. Orcas always play, whatever the number of players.

encyclopedia-sea-turtle-title = Sea turtle
encyclopedia-sea-turtle-words = sea turtle, turtle
encyclopedia-sea-turtle-1 = Age: turtles have lived on Earth for about 200 million years, since the time of the early dinosaurs.
encyclopedia-sea-turtle-2 = Journeys: sea turtles roam warm tropical and subtropical seas and ride the ocean currents for thousands of kilometres.
encyclopedia-sea-turtle-3 = Nesting: a sea turtle spends nearly all its life at sea. Only the females come ashore, to bury their eggs in a sandy beach, often the one where they hatched.
encyclopedia-sea-turtle-4 = Game: Aquaretto.

encyclopedia-penguin-title = Penguin
encyclopedia-penguin-words = penguin
encyclopedia-penguin-1 = Home: penguins live almost only in the southern hemisphere, many in the cold seas around Antarctica. Their wings have become stiff flippers.
encyclopedia-penguin-2 = Leaping: a penguin gains speed by jumping out of the water again and again as it swims. It can shoot almost 2 metres up, for example onto the ice.
encyclopedia-penguin-3 = Size: the emperor penguin, the largest kind, stands over 1 metre tall and weighs up to 40 kilograms.
encyclopedia-penguin-4 = Game: Aquaretto.

encyclopedia-polar-bear-title = Polar bear
encyclopedia-polar-bear-words = polar bear, bear
encyclopedia-polar-bear-1 = Size: the polar bear is the largest predator on land, and a big male weighs up to 700 kilograms. Its nose is superb: it smells a seal more than 1 kilometre away.
encyclopedia-polar-bear-2 = Swimming: a polar bear paddles with its big front paws and can swim 65 kilometres or more without a rest.
encyclopedia-polar-bear-3 = Nanuk is the Inuit name for the polar bear, which holds a special place in their myths. Polar bears mostly live alone on the Arctic sea ice.
encyclopedia-polar-bear-4 = Games: Aquaretto, and Zooloretto with the polar bear mini-expansion, where the polar bear enclosure is a bonus.

## Zooloretto

encyclopedia-camel-title = Camel
encyclopedia-camel-words = camel, dromedary
encyclopedia-camel-1 = Humps: a camel's hump stores fat, not water. The dromedary has 1 hump, the Bactrian camel 2.
encyclopedia-camel-2 = Water: a thirsty camel can drink about 100 litres in 10 minutes and then go for days without drinking.
encyclopedia-camel-3 = Desert life: long eyelashes, closable nostrils and broad feet protect camels from sand and carry them over dunes. A dromedary weighs 400 to 600 kilograms.
encyclopedia-camel-4 = Game: Zooloretto.

encyclopedia-elephant-title = Elephant
encyclopedia-elephant-words = elephant
encyclopedia-elephant-1 = Size: the African bush elephant is the largest land animal. A big bull weighs 6 tonnes or more.
encyclopedia-elephant-2 = Trunk: the trunk is nose and upper lip in one, with tens of thousands of muscles. Elephants use it to breathe, smell, suck up water, pick food and greet each other.
encyclopedia-elephant-3 = Family: a herd is led by its oldest female. An elephant mother carries her calf for about 22 months before it is born.
encyclopedia-elephant-4 = Game: Zooloretto.

encyclopedia-flamingo-title = Flamingo
encyclopedia-flamingo-words = flamingo
encyclopedia-flamingo-1 = Colour: flamingos hatch grey. Their pink comes from pigments in the tiny shrimps and algae they eat.
encyclopedia-flamingo-2 = Feeding: a flamingo feeds with its head upside down and sieves the water through its bent beak.
encyclopedia-flamingo-3 = Standing: flamingos often rest on 1 leg, which saves warmth and effort. They live in large flocks on shallow, salty lakes.
encyclopedia-flamingo-4 = Game: Zooloretto.

encyclopedia-leopard-title = Leopard
encyclopedia-leopard-words = leopard, panther
encyclopedia-leopard-1 = Strength: a leopard can haul prey heavier than itself up into a tree, out of reach of lions and hyenas.
encyclopedia-leopard-2 = Spots: a leopard's spots are rosettes, rings with an empty middle. Black leopards, often called black panthers, have them too, hidden in the dark fur.
encyclopedia-leopard-3 = Range: leopards live in more places than any other big cat, from African savannas to Asian forests and mountains. They hunt mostly at night.
encyclopedia-leopard-4 = Game: Zooloretto.

encyclopedia-chimpanzee-title = Chimpanzee
encyclopedia-chimpanzee-words = chimpanzee, chimp
encyclopedia-chimpanzee-1 = Kinship: chimpanzees and bonobos are our closest living relatives. About 98 percent of their DNA is the same as ours.
encyclopedia-chimpanzee-2 = Tools: chimpanzees fish termites out of their mounds with sticks and crack nuts with stones. The young learn these skills by watching adults.
encyclopedia-chimpanzee-3 = Home: chimpanzees live in communities in the forests and savannas of central and western Africa. An adult weighs about 40 to 60 kilograms.
encyclopedia-chimpanzee-4 = Game: Zooloretto.

encyclopedia-panda-title = Panda
encyclopedia-panda-words = panda, giant panda
encyclopedia-panda-1 = Bamboo: a giant panda eats bamboo for up to 14 hours a day, 10 to 40 kilograms of it. It belongs to the bears, yet lives almost only on plants.
encyclopedia-panda-2 = Thumb: an enlarged wrist bone works like a sixth finger and helps a panda grip bamboo stems.
encyclopedia-panda-3 = Home: wild pandas live only in the mountain forests of central China. A newborn panda weighs only about 100 grams.
encyclopedia-panda-4 = Game: Zooloretto.

encyclopedia-gorilla-title = Gorilla
encyclopedia-gorilla-words = gorilla
encyclopedia-gorilla-1 = Size: the gorilla is the largest ape. A grown male weighs about 200 kilograms.
encyclopedia-gorilla-2 = Family: a group is led by a grown male, called a silverback after the grey hair on his back. Gorillas eat mostly leaves, stems and fruit.
encyclopedia-gorilla-3 = Home: gorillas live in the forests of central Africa. For the night each of them builds a fresh nest of leaves.
encyclopedia-gorilla-4 = Game: Zooloretto with the gorilla mini-expansion, where the gorilla enclosure is a bonus.

encyclopedia-reindeer-title = Reindeer
encyclopedia-reindeer-words = reindeer, caribou
encyclopedia-reindeer-1 = Antlers: in reindeer both males and females grow antlers, unlike in other deer. They shed them and grow new ones every year.
encyclopedia-reindeer-2 = Migration: some herds in North America walk thousands of kilometres a year, farther than any other land mammal.
encyclopedia-reindeer-3 = Cold: a reindeer has hollow hairs that hold warmth, and in winter it digs through the snow for lichen. In Lapland people keep reindeer in herds.
encyclopedia-reindeer-4 = Game: Zooloretto with the reindeer mini-expansion for Christmas, where the reindeer enclosure is a bonus.

## O Zoo le Mio: the animal categories

encyclopedia-birds-title = Birds
encyclopedia-birds-words = birds, bird
encyclopedia-birds-1 = Birds: there are more than 10000 species, the only animals alive today with feathers. All of them hatch from hard-shelled eggs.
encyclopedia-birds-2 = Flight: hollow bones and strong breast muscles let most birds fly. Some, such as penguins and ostriches, cannot fly at all.
encyclopedia-birds-3 = Game: O Zoo le Mio, where birds are 1 of the 5 animal categories, with red stars. Birds of the other games: parrot, penguin and flamingo.

encyclopedia-mammals-title = Mammals
encyclopedia-mammals-words = mammals, mammal
encyclopedia-mammals-1 = Mammals: about 6500 species, from a bat of 2 grams to the blue whale. Mothers feed their young on milk.
encyclopedia-mammals-2 = Body: mammals are warm-blooded and most have fur or hair. Nearly all give birth to live young; only the platypus and the echidnas lay eggs.
encyclopedia-mammals-3 = Game: O Zoo le Mio, where mammals are 1 of the 5 animal categories, with yellow stars. Most animals of the other games are mammals too, from the lion to the panda.

encyclopedia-reptiles-title = Reptiles
encyclopedia-reptiles-words = reptiles, reptile
encyclopedia-reptiles-1 = Reptiles: more than 11000 species of snakes, lizards, turtles and crocodiles. Their skin is covered with dry scales.
encyclopedia-reptiles-2 = Warmth: reptiles are cold-blooded, so they warm up in the sun and cool down in the shade. Most of them lay eggs on land.
encyclopedia-reptiles-3 = Game: O Zoo le Mio, where reptiles are 1 of the 5 animal categories, with grey stars. Reptiles of the other games: snake, chameleon, crocodile and sea turtle.

encyclopedia-sea-life-title = Sea life
encyclopedia-sea-life-words = sea life, sea animals
encyclopedia-sea-life-1 = Oceans cover about 70 percent of the Earth. They are home to fish, whales, jellyfish, corals, octopuses and many more.
encyclopedia-sea-life-2 = Depths: most of the ocean is dark, cold and deep. Its deepest point lies about 11 kilometres below the surface.
encyclopedia-sea-life-3 = Game: O Zoo le Mio, where sea life is 1 of the 5 animal categories, with blue stars. Sea animals of the other games: dolphin, orca, sea lion, sea turtle and penguin.
